#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "types (tsc, strict; domain/ without DOM or Node types; the service worker with the worker's)"
npx tsc -p tsconfig.json --noEmit
npx tsc -p domain/tsconfig.json --noEmit
npx tsc -p ui/service-worker/tsconfig.json --noEmit

step "lint"
npx eslint . --max-warnings 0

step 'format (prettier; npm run format applies it)'
npm run --silent format:check

step "the dependency rule (dependency-cruiser: layers, composition root, pages, cycles, orphans)"
npm run --silent lint:deps

step "unit, property, architecture, contract and integration tests"
npx vitest run

step "production build"
npx vite build --logLevel warn

step "speed budgets of the build (first visit to /login, every chunk; scripts/size.ts)"
bash scripts/ensure-chromium.sh
npx tsx scripts/size.ts --no-build

step "speed budgets in the Cognito configuration (Amplify loads only when identity is first used)"
npx tsx scripts/size.ts --no-build --identity cognito

step "browser tests (Playwright, Debian's Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
