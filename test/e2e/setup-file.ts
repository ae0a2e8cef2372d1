// Setup of every file of the browser projects (e2e, builds), whose files share their worker's
// modules (vite.config.ts): after each file, its browser context closes with its tabs, so
// that each file's tabs keep their cookies and storage apart from the other files'.
import { afterAll } from 'vitest';
import { closeFileContext } from './browser.ts';

afterAll(closeFileContext);
