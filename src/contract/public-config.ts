/** The settings the browser may see: an explicit whitelist, nothing else leaves the server. */
export interface PublicConfig {
  publicUrl: string;
  classicSiteUrl: string | null;
  thirdPartyScripts: ThirdPartyScripts;
}

/** naming.md "Third-party scripts": each off (null) until configured, and loaded only after consent. */
export interface ThirdPartyScripts {
  sessionRecording: string | null;
  marketing: string | null;
}
