/** The sandbox of every embedded frame: enough for a player to run, nothing to reach this page. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** Features a video player may use. */
export const IFRAME_ALLOW = 'encrypted-media; picture-in-picture; fullscreen';
