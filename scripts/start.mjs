#!/usr/bin/env node
// `npm start`: the web build (scripts/build-web.mjs) and the server bundle (scripts/build-server.mjs)
// made only when their sources changed since they were made, then the server from the bundle.
// All in this one process: each further Node start would cost about a fifth of a second of CPU
// before the server could begin its own start. Arguments after `npm start --` reach the server.
import { pathToFileURL } from 'node:url';
import { buildWebIfStale } from './build-web.mjs';
import { buildServerIfStale, serverBundle } from './build-server.mjs';

await buildWebIfStale();
await buildServerIfStale();
await import(pathToFileURL(serverBundle).href);
