// Builds the web app when there is no build yet, so a fresh clone starts with `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The browser build and the server renderer's build (a build from before server rendering has
// only the first: build again so the public pages are rendered on the server).
const builtFiles = ['../apps/web/dist/index.html', '../apps/web/dist-server/entry-server.js'];
if (!builtFiles.every((file) => existsSync(new URL(file, import.meta.url)))) {
  console.log('Building the web app (first start only)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadvault/web'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
