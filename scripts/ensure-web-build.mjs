// Builds the web app when there is no build yet, so a fresh clone starts with `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('Building the web app (first start only)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadvault/web'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
