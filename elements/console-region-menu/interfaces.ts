/** One subscribed region as the region menu shows it. */
export interface RegionOption {
  /** Region identifier, e.g. `us-ashburn-1`; the value `console-region-select` carries. */
  name: string;
  /** Display name, e.g. `US East (Ashburn)`. */
  friendlyName: string;
  /** Short key, e.g. `IAD`. */
  key: string;
  /** True for the tenancy's home region. */
  isHome: boolean;
}
