import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareServerTemplate } from './server.ts';

/** One filled data folder for every journey's server (support/server.ts). */
export default async function setup(project: TestProject) {
  const template = await prepareServerTemplate();
  project.provide('serverTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
