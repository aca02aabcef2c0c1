/** A backup archive could not be read, or is not one of ours: the message says why, in zh-TW. */
export class BackupRefused extends Error {}

/**
 * The key in force does not open the archive's two-step secrets: the message names the key id the
 * archive needs (never a key), and a restore stops before anything is written.
 */
export class SecretKeyRefused extends BackupRefused {}
