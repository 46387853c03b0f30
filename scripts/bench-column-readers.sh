#!/bin/sh
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
#
# Times the column table's loader against polars `read_csv` and DuckDB `read_csv_auto` on the
# same large CSV, in one run, with the peak resident memory of each reader's process, and the
# house-price window's first frame with the data on that file (`house-prices --data FILE
# --quit-after-first-frame`, release, under Xvfb with GTK's Cairo renderer: the process's wall
# time and peak RSS); prints each figure as a ratio to polars'.
#
#   scripts/bench-column-readers.sh [ROWS]      (default 5000000)
#
# Environment: BENCH_CSV=FILE reads that file instead of generating one; BENCH_BASELINE=BINARY
# also times that data-table build (e.g. one of an earlier commit) on the file, and
# BENCH_BASELINE_WINDOW=BINARY that house-prices build; BENCH_WINDOW=0 leaves the window out.
# Polars and DuckDB come from PyPI into a virtual environment under .build/column-readers/venv
# (made on the first run; needs python3 with the venv module, Debian's python3-venv).
set -eu
cd "$(dirname "$0")/.."
rows=${1:-5000000}
dir=.build/column-readers
mkdir -p "$dir"
venv=$dir/venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import polars, duckdb' 2>/dev/null; then
    if ! python3 -m venv "$venv"; then
        echo "bench-column-readers: python3 cannot make a virtual environment (Debian: install python3-venv)" >&2
        exit 1
    fi
    "$venv/bin/pip" install --quiet polars duckdb
fi
[ -x /usr/bin/time ] || { echo "bench-column-readers: /usr/bin/time (GNU time) is needed for peak memory" >&2; exit 1; }

window=${BENCH_WINDOW:-1}
if [ "$window" = 1 ] && ! command -v xvfb-run >/dev/null; then
    echo "bench-column-readers: xvfb-run is needed for the window's figure (BENCH_WINDOW=0 leaves it out)" >&2
    exit 1
fi
swift build -c release --product data-table >/dev/null
bin=$(swift build -c release --show-bin-path)/data-table
if [ "$window" = 1 ]; then
    swift build -c release --product house-prices >/dev/null
    app=$(swift build -c release --show-bin-path)/house-prices
fi
csv=${BENCH_CSV:-$dir/homes-$rows.csv}
if [ ! -s "$csv" ]; then
    echo "Writing $rows rows to $csv"
    "$bin" --generate "$rows" --write "$csv" >/dev/null
fi
echo "File: $csv ($(du -h "$csv" | cut -f1)); $(nproc) cores"

# Runs a reader under GNU time; prints "SECONDS PEAK_MB", the seconds the reader itself reports.
measure() {
    name=$1; shift
    "/usr/bin/time" -v -o "$dir/$name.time" "$@" >"$dir/$name.out" 2>"$dir/$name.err" || {
        echo "bench-column-readers: $name failed:" >&2; cat "$dir/$name.err" >&2; exit 1; }
    seconds=$(sed -n 's/^SECONDS \([0-9.]*\).*/\1/p; s/.*loaded in \([0-9.]*\) s.*/\1/p' "$dir/$name.out" | head -1)
    peak_kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/$name.time")
    echo "$seconds $(awk "BEGIN { printf \"%.1f\", $peak_kb / 1024 }")"
}

# Runs a house-prices build on the file under Xvfb with Cairo until its first frame with the
# data; prints "SECONDS PEAK_MB", the app process's wall time and peak RSS (GNU time inside
# xvfb-run, so the X server is not counted).
measure_window() {
    name=$1; shift
    home=$dir/window-home
    mkdir -p "$home/config" "$home/data"
    GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none \
        XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
        xvfb-run -a -s "-screen 0 1920x1080x24" \
        "/usr/bin/time" -f "WALL %e PEAK_KB %M\n\tUser time (seconds): %U\n\tSystem time (seconds): %S" -o "$dir/$name.time" \
        "$1" --data "$csv" --quit-after-first-frame >"$dir/$name.out" 2>"$dir/$name.err" || {
        echo "bench-column-readers: $name failed:" >&2; cat "$dir/$name.err" >&2; exit 1; }
    grep -q "First frame with the data" "$dir/$name.out" || {
        echo "bench-column-readers: $name showed no first frame with the data:" >&2; cat "$dir/$name.out" "$dir/$name.err" >&2; exit 1; }
    awk '/^WALL/ { printf "%s %.1f\n", $2, $4 / 1024 }' "$dir/$name.time"
}

py_polars='
import sys, time, polars as pl
t = time.perf_counter(); df = pl.read_csv(sys.argv[1]); s = time.perf_counter() - t
print("SECONDS %.3f rows %d columns %d" % (s, df.height, df.width))'
py_duckdb='
import sys, time, duckdb
con = duckdb.connect()
t = time.perf_counter()
con.execute("CREATE TABLE t AS SELECT * FROM read_csv_auto(?)", [sys.argv[1]])
s = time.perf_counter() - t
print("SECONDS %.3f rows %d" % (s, con.execute("SELECT count(*) FROM t").fetchone()[0]))'

set -- $(measure polars "$venv/bin/python" -c "$py_polars" "$csv"); polars_s=$1; polars_mb=$2
set -- $(measure duckdb "$venv/bin/python" -c "$py_duckdb" "$csv"); duckdb_s=$1; duckdb_mb=$2
set -- $(measure table "$bin" "$csv" --measure); table_s=$1; table_mb=$2
if [ -n "${BENCH_BASELINE:-}" ]; then
    set -- $(measure baseline "$BENCH_BASELINE" "$csv" --measure); baseline_s=$1; baseline_mb=$2
fi
if [ "$window" = 1 ]; then
    set -- $(measure_window window "$app"); window_s=$1; window_mb=$2
    if [ -n "${BENCH_BASELINE_WINDOW:-}" ]; then
        set -- $(measure_window baseline-window "$BENCH_BASELINE_WINDOW"); baseline_window_s=$1; baseline_window_mb=$2
    fi
fi

printf '%-34s %9s %8s %11s %8s\n' reader seconds "× polars" "peak MB" "× polars"
row() { awk -v n="$1" -v s="$2" -v m="$3" -v ps="$polars_s" -v pm="$polars_mb" \
    'BEGIN { printf "%-34s %9.3f %8.2f %11.1f %8.2f\n", n, s, s / ps, m, m / pm }'; }
row "polars read_csv $("$venv/bin/python" -c 'import polars; print(polars.__version__)')" "$polars_s" "$polars_mb"
row "DuckDB read_csv_auto $("$venv/bin/python" -c 'import duckdb; print(duckdb.__version__)')" "$duckdb_s" "$duckdb_mb"
row "column table (DataTableLoader)" "$table_s" "$table_mb"
[ -z "${BENCH_BASELINE:-}" ] || row "baseline data-table" "$baseline_s" "$baseline_mb"
if [ "$window" = 1 ]; then
    row "window, first frame with data" "$window_s" "$window_mb"
    [ -z "${BENCH_BASELINE_WINDOW:-}" ] || row "baseline window, first frame" "$baseline_window_s" "$baseline_window_mb"
fi
[ "$window" = 1 ] && windows="window ${BENCH_BASELINE_WINDOW:+baseline-window}" || windows=
for name in polars duckdb table ${BENCH_BASELINE:+baseline} $windows; do
    sed -n 's/^\s*User time (seconds): /user /p; s/^\s*System time (seconds): /sys /p' "$dir/$name.time" | tr '\n' ' ' | sed "s/^/  CPU seconds, $name: /"
    echo
done
