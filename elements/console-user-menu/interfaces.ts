/** The signed-in user as the user menu shows them. */
export interface ConsoleUser {
  /** Display name, e.g. `Demo User`. */
  name: string;
  /** Email address, shown under the name when known. */
  email?: string;
}
