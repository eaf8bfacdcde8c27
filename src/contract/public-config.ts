/** The settings the browser may see: an explicit whitelist, nothing else leaves the server. */
export interface PublicConfig {
  publicUrl: string;
  classicSiteUrl: string | null;
}
