/**
 * libuv's thread pool (4 threads by default) runs both scrypt and file reads. It is sized once,
 * when first used, so this module is imported first by `main.ts`. Eight threads, with at most two
 * hashes at once (PasswordHasher), leave six for static files during a burst of logins.
 */
process.env.UV_THREADPOOL_SIZE ??= '8';

export {};
