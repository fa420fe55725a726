/*
 * Where the benchmark builds, which ports it uses and which routes it measures.
 * Its own ports and output folder, so it can run while `npm start` or the e2e suite
 * holds 4173/54321 and dist/.
 */
import { defaultAdmin } from 'local-supabase/admin';

export const host = '127.0.0.1';
export const webPort = 4273;
export const apiPort = 54421;
/**
 * npm start under test for the cold start: a second pair, free while the bench servers run.
 * Both lie below Linux's ephemeral range (32768-60999): the bench polls them before they
 * listen, and a poll of a port inside that range can connect to itself, leaving a socket
 * in TIME_WAIT that makes the server's own listen fail with EADDRINUSE.
 */
export const coldWebPort = 4274;
export const coldApiPort = 24422;

export const tmpDir = 'bench/.tmp';
/** Relative on purpose: the prerendered-pages plugin joins it onto the Vite root. */
export const outDir = `${tmpDir}/dist`;
export const resultsFile = 'bench/results.json';

export const webUrl = `http://${host}:${webPort}`;

/** The scale backend's admin, with the authenticator the bench computes codes from. */
export const benchAdmin = { ...defaultAdmin, totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLDNFZGKZLU' };
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const routes = [
  '/',
  '/services',
  '/about',
  '/careers',
  '/contact',
  '/case-studies/global-logistics-corp',
];
