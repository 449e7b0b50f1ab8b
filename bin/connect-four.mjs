#!/usr/bin/env node
// The course's `ConnectFour <state> red A 4`, as `npx connect-four <state> red A 4`: builds the
// project on first use (scripts/ensure-build.mjs), then runs the compiled program in this process.
await import('../scripts/ensure-build.mjs');
await import('../dist/cli/connect-four.js');
