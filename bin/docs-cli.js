#!/usr/bin/env node
// The launcher: loads the bundle and is the only place that exits the process.
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
