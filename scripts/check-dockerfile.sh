#!/usr/bin/env bash
# Performs the Dockerfile's own steps as plain commands, for machines without a Docker engine.
# Each stage is a temporary directory standing for its WORKDIR; COPY copies from the repository
# (or from an earlier stage with --from); RUN runs in the stage directory with the stage's ENV;
# then the last stage's CMD is started on a free port, probed with the HEALTHCHECK command and a
# search through a worker, and stopped with SIGTERM, which must drain and exit 0.
# It reads the instructions this project's Dockerfile uses (ENV values without spaces) and stops
# on any other. USER is reported, not switched: that needs root and a real image. Everything runs on
# the Node version the FROM lines name (scripts/dockerfile-node.sh), not on this machine's own.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
PATH="$("$repo/scripts/dockerfile-node.sh"):$PATH"
echo "== node $(node --version), as the Dockerfile's FROM lines name"
work=$(mktemp -d)
server=
cleanup() {
  if [[ -n $server ]]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The stages get an npm cache of their own, as an image build does: the runtime stage's
# `npm cache clean --force` must not empty this machine's cache.
export npm_config_cache=$work/npm-cache

declare -A stages workdirs
dir= workdir=/ cmd= health=
envs=()

# A path as a stage sees it (absolute under its WORKDIR, or relative to it) inside the stage directory.
in_stage() {
  local root=$1 wd=$2 path=$3
  if [[ $path != /* ]]; then echo "$root/$path"; return; fi
  if [[ $path != "$wd"* ]]; then echo "check-dockerfile: $path is outside WORKDIR $wd" >&2; exit 1; fi
  echo "$root/${path#"$wd"}"
}

# Exec-form JSON arrays (CMD, HEALTHCHECK CMD) as NUL-separated arguments.
exec_form() {
  node -e 'for (const a of JSON.parse(process.argv[1])) process.stdout.write(a + "\0")' "$1"
}

# Instructions one per line: comments and blank lines dropped, continuation lines joined.
instructions() {
  grep -v -E '^\s*(#|$)' "$repo/Dockerfile" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta'
}

while read -r instr args; do
  case $instr in
    FROM)
      name=${args##* AS }
      dir=$work/$name
      mkdir -p "$dir"
      stages[$name]=$dir
      envs=()
      workdir=/
      workdirs[$name]=/
      echo "== stage $name: $args"
      ;;
    WORKDIR)
      workdir=$args
      workdirs[$name]=$args
      ;;
    ENV)
      read -r -a pairs <<<"$args"
      envs+=("${pairs[@]}")
      ;;
    COPY)
      read -r -a parts <<<"$args"
      from=
      if [[ ${parts[0]} == --from=* ]]; then
        from=${parts[0]#--from=}
        parts=("${parts[@]:1}")
      fi
      dest=${parts[-1]}
      target=$(in_stage "$dir" "$workdir" "$dest")
      for src in "${parts[@]:0:${#parts[@]}-1}"; do
        if [[ -n $from ]]; then
          origin=$(in_stage "${stages[$from]}" "${workdirs[$from]}" "$src")
        else
          origin=$repo/$src
        fi
        if [[ -d $origin ]]; then
          # As Docker does: a folder's contents, into the destination whether or not it exists.
          mkdir -p "$target"
          cp -R "$origin/." "$target"
        elif [[ $dest == */ ]]; then
          mkdir -p "$target"
          cp -R "$origin" "$target"
        else
          mkdir -p "$(dirname "$target")"
          cp -R "$origin" "$target"
        fi
      done
      echo "-- COPY $args"
      ;;
    RUN)
      echo "-- RUN $args"
      (cd "$dir" && env "${envs[@]}" bash -c "$args" </dev/null)
      ;;
    USER) echo "-- USER $args (not switched here: running as $(id -un))" ;;
    EXPOSE) ;;
    HEALTHCHECK) health=${args#*CMD } ;;
    CMD) cmd=$args ;;
    *)
      echo "check-dockerfile: unsupported instruction $instr" >&2
      exit 1
      ;;
  esac
done < <(instructions)

[[ -n $cmd && -n $health ]] || { echo "check-dockerfile: the Dockerfile needs CMD and HEALTHCHECK" >&2; exit 1; }
mapfile -d '' start < <(exec_form "$cmd")
mapfile -d '' probe < <(exec_form "$health")
port=$(node -e "const s = require('net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })")

echo "== CMD ${start[*]} (PORT=$port)"
(cd "$dir" && exec env "${envs[@]}" PORT="$port" "${start[@]}") &
server=$!

healthy=
for _ in $(seq 1 120); do
  kill -0 "$server" 2>/dev/null || { echo "check-dockerfile: the server exited" >&2; exit 1; }
  if (cd "$dir" && env "${envs[@]}" PORT="$port" "${probe[@]}"); then healthy=yes; break; fi
  sleep 0.5
done
[[ -n $healthy ]] || { echo "check-dockerfile: HEALTHCHECK never passed" >&2; exit 1; }
echo "-- HEALTHCHECK passed"

# A search proves the compiled worker file is found and runs: the first game, its first example.
node --input-type=module -e "
  const base = 'http://127.0.0.1:$port';
  const { games: [game] } = await (await fetch(base + '/v1/games')).json();
  const body = { position: game.positionFormats[0].example, search: { depth: 2 } };
  const res = await fetch(base + '/v1/games/' + game.id + '/best-move', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json();
  if (res.status !== 200) { console.error(res.status, answer); process.exit(1); }
  console.log('-- best-move', game.id, JSON.stringify(answer.move), answer.stats.nodes, 'nodes');
  // The play page and its modules come with the build.
  const page = await fetch(base + '/');
  const main = await fetch(base + '/main.js');
  if (page.status !== 200 || main.status !== 200) { console.error('the play page is missing:', page.status, main.status); process.exit(1); }
  console.log('-- play page served at /');
"

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=
[[ $status -eq 0 ]] || { echo "check-dockerfile: exit status $status after SIGTERM" >&2; exit 1; }
echo "== ok: built, installed without dev dependencies, served, healthy, drained on SIGTERM"
