#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the tests: a temporary folder, 127.0.0.1 only, trust authentication,
# a spare port (from 54329 up), one database `avow_test`. Nothing is installed or left behind.
#
# Use it from a shell:
#   eval "$(scripts/pg-throwaway.sh start)"    # exports TEST_DATABASE_URL and PG_THROWAWAY_DIR
#   npm run test:server                          # the server tests now also run on PostgreSQL
#   scripts/pg-throwaway.sh stop                 # stops the cluster named by PG_THROWAWAY_DIR, removes it
# or around one command (stopped afterwards, whatever happens):
#   scripts/pg-throwaway.sh run npm run test:server
# or from another bash script (this is what .ci/run does):
#   . scripts/pg-throwaway.sh
#   pg_throwaway_start && trap pg_throwaway_stop EXIT   # sets TEST_DATABASE_URL and PG_THROWAWAY_DIR
#
# PostgreSQL's binaries are looked for in PG_BIN (default /usr/lib/postgresql/15/bin). initdb refuses to run
# as root, so as root the cluster runs as the `postgres` user (created when missing); any other user runs
# it as themselves. Messages go to stderr; `start` prints only the export lines on stdout.

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

_pg_say() { printf '==> %s\n' "$*" >&2; }

# Runs a command as the cluster's owner.
_pg_as_owner() {
  if [ "$(id -u)" -ne 0 ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  fi
}

# Whether something already listens on 127.0.0.1:$1.
_pg_port_busy() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

pg_throwaway_available() {
  [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] && [ -x "$PG_BIN/postgres" ]
}

# Starts a cluster; sets and exports PG_THROWAWAY_DIR and TEST_DATABASE_URL. Returns non-zero on failure,
# leaving nothing behind.
pg_throwaway_start() {
  if ! pg_throwaway_available; then
    _pg_say "PostgreSQL binaries not found in $PG_BIN"
    return 1
  fi
  local dir port tries=0
  if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
      _pg_say "creating the system user postgres (initdb refuses to run as root)"
      useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin postgres
    fi
    # Under /tmp, not TMPDIR: the postgres user must be able to reach it.
    dir=$(mktemp -d /tmp/avow-pg.XXXXXX)
    chown postgres: "$dir"
  else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/avow-pg.XXXXXX")
  fi
  chmod 700 "$dir"
  PG_THROWAWAY_DIR=$dir
  export PG_THROWAWAY_DIR

  port=${PG_THROWAWAY_PORT:-54329}
  while _pg_port_busy "$port"; do
    port=$((port + 1))
    tries=$((tries + 1))
    if [ "$tries" -ge 100 ]; then
      _pg_say "no free port found from ${PG_THROWAWAY_PORT:-54329} on"
      pg_throwaway_stop
      return 1
    fi
  done

  _pg_say "starting a throwaway PostgreSQL cluster in $dir on 127.0.0.1:$port"
  if ! _pg_as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
    --no-instructions >"$dir/initdb.log" 2>&1; then
    _pg_say "initdb failed:"
    cat "$dir/initdb.log" >&2
    pg_throwaway_stop
    return 1
  fi
  # Only TCP connections from this machine, without a password; the socket stays in the private folder.
  printf 'host all all 127.0.0.1/32 trust\n' | _pg_as_owner tee "$dir/data/pg_hba.conf" >/dev/null
  # Speed over durability: the cluster lives for one run.
  _pg_as_owner tee -a "$dir/data/postgresql.conf" >/dev/null <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 100
EOF
  local attempt=0
  until _pg_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start >/dev/null; do
    attempt=$((attempt + 1))
    if [ "$attempt" -lt 5 ] && grep -q "Address already in use" "$dir/postgres.log" 2>/dev/null; then
      # Another server took the port between the check and the start: move on to the next free one.
      port=$((port + 1))
      while _pg_port_busy "$port"; do port=$((port + 1)); done
      _pg_as_owner sed -i "s/^port = .*/port = $port/" "$dir/data/postgresql.conf"
      _pg_say "the port was taken meanwhile; retrying on 127.0.0.1:$port"
      continue
    fi
    _pg_say "PostgreSQL did not start:"
    cat "$dir/postgres.log" >&2 || true
    pg_throwaway_stop
    return 1
  done
  if ! "$PG_BIN/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
    -c 'create database avow_test' >/dev/null; then
    _pg_say "could not create the database avow_test"
    pg_throwaway_stop
    return 1
  fi
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/avow_test"
  export TEST_DATABASE_URL
  _pg_say "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

# Stops the cluster in PG_THROWAWAY_DIR (if any) and removes the folder. Never fails.
pg_throwaway_stop() {
  local dir=${PG_THROWAWAY_DIR:-}
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  case "$dir" in
    */avow-pg.*) ;;
    *)
      _pg_say "refusing to remove $dir: not a throwaway cluster folder"
      return 0
      ;;
  esac
  if [ -f "$dir/data/postmaster.pid" ]; then
    _pg_say "stopping the throwaway PostgreSQL cluster in $dir"
    _pg_as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  unset PG_THROWAWAY_DIR TEST_DATABASE_URL
  return 0
}

# Run as a command rather than sourced.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    start)
      pg_throwaway_start
      printf 'export PG_THROWAWAY_DIR=%q\nexport TEST_DATABASE_URL=%q\n' "$PG_THROWAWAY_DIR" "$TEST_DATABASE_URL"
      ;;
    stop)
      if [ -z "${PG_THROWAWAY_DIR:-}" ]; then
        echo "PG_THROWAWAY_DIR is not set: run \`eval \"\$($0 start)\"\` first, or set it to the cluster's folder." >&2
        exit 1
      fi
      pg_throwaway_stop
      ;;
    run)
      shift
      if [ "$#" -eq 0 ]; then
        echo "usage: $0 run <command> [args...]" >&2
        exit 2
      fi
      trap pg_throwaway_stop EXIT
      trap 'exit 130' INT
      trap 'exit 143' TERM
      pg_throwaway_start
      "$@"
      ;;
    *)
      echo "usage: $0 start | stop | run <command> [args...]   (see the comment at the top of this file)" >&2
      exit 2
      ;;
  esac
fi
