/**
 * Where npm run test:e2e builds the site for the suite: a directory of its own, so the
 * tests never serve, reuse or overwrite the dist/ that npm start serves.
 */
export const testOutDir = 'dist-test';
