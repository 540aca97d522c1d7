/** What a status page is about; it picks the icon and the default title. */
export type StatusPageKind = 'not-found' | 'moved' | 'error';

/** A way out of an error page: sign in, home, home region, contact support. */
export interface StatusLink {
  /** Where the link goes. */
  href: string;
  /** The link text, already translated. */
  label: string;
}
