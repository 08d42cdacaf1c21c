/** The version the app screens show (Settings, About); package.json's, kept by hand in step. */
export const APP_VERSION = '1.0.0';
