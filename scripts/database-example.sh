#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# The house window over a PostgreSQL table: a throwaway server of Debian's postgresql package
# (initdb into .build/database-example/, listening only on a Unix socket there), the Ames sales
# (data/ames-housing.csv) copied into its table "homes", and the window opened on it.
#   scripts/database-example.sh            start the server, load the homes, open the window
#   scripts/database-example.sh start      start the server only (prints its connection string)
#   scripts/database-example.sh load CONNINFO [TABLE]
#                                          copy the Ames homes into TABLE (default homes) of any
#                                          server (libpq's connection string and PG* variables)
#   scripts/database-example.sh open [ARGS]  open the window on the example's table
#   scripts/database-example.sh stop       stop the server and remove its folder
# Writes only under .build/database-example/.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
folder="$root/.build/database-example"
data="$root/data/ames-housing.csv"
conninfo="host=$folder dbname=postgres user=example"

bin() {
    local dir
    dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
        echo "database-example: PostgreSQL's server is not installed (Debian package postgresql)" >&2
        exit 1
    fi
    echo "$dir"
}

# initdb and the server refuse to run as root: as root they run as the postgres user.
as_server() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
    local pg
    pg="$(bin)"
    mkdir -p "$folder"
    if [ ! -f "$folder/data/PG_VERSION" ]; then
        [ "$(id -u)" = 0 ] && chown postgres:postgres "$folder"
        as_server "$pg/initdb" -D "$folder/data" -U example -A trust --no-sync -E UTF8 --locale=C >"$folder/initdb.log"
    fi
    if ! as_server "$pg/pg_ctl" -D "$folder/data" status >/dev/null 2>&1; then
        as_server "$pg/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w \
            -o "-k $folder -c listen_addresses=''" start >/dev/null
    fi
    echo "$conninfo"
}

load() {
    local target="$1" table="${2:-homes}"
    # The columns in SQL types a sales database would use, in the file's order and names.
    psql "$target" -v ON_ERROR_STOP=1 -q <<SQL
SET client_min_messages = warning;
DROP TABLE IF EXISTS "$table";
CREATE TABLE "$table" (id bigint PRIMARY KEY, neighborhood text, price integer, bedrooms integer,
    bathrooms numeric, living_area_sqft integer, lot_area_sqft integer, year_built smallint,
    year_sold integer, month_sold integer, building_type text, house_style text,
    longitude double precision, latitude double precision);
\\copy "$table" FROM '$data' WITH (FORMAT csv, HEADER true)
SQL
    echo "database-example: $(psql "$target" -Atc "SELECT count(*) FROM \"$table\"") homes in table $table"
}

stop() {
    if [ -f "$folder/data/PG_VERSION" ]; then
        as_server "$(bin)/pg_ctl" -D "$folder/data" -m fast stop >/dev/null 2>&1 || true
    fi
    rm -rf "$folder"
}

case "${1:-all}" in
    start) start ;;
    load) shift; [ $# -ge 1 ] || { echo "usage: $0 load CONNINFO [TABLE]" >&2; exit 2; }; load "$@" ;;
    open) shift; exec scripts/run.sh --database "$conninfo" --table homes "$@" ;;
    stop) stop ;;
    all) start >/dev/null; load "$conninfo"; exec scripts/run.sh --database "$conninfo" --table homes ;;
    *) sed -n '4,14p' "$0" >&2; exit 2 ;;
esac
