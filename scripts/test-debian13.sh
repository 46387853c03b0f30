#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Builds the package and runs its tests on Debian 13 (trixie: GTK 4.18, libadwaita 1.7), in a
# Debian 13 root made with debootstrap, beside the Debian 12 build (which it leaves untouched).
#
#   scripts/test-debian13.sh [--filter PATTERN] [--skip PATTERN]   (passed to the GTK test run;
#                                 DEBIAN13_PURE=0 leaves out the pure-Swift run)
#   scripts/test-debian13.sh --run COMMAND [ARG...]   runs a command in the root (the same mounts,
#                                                     the checkout as the current directory)
#
# - The root is made from the Debian mirror the machine's apt sources name
#   (/etc/apt/sources.list.d/*.sources, /etc/apt/sources.list; DEBIAN13_MIRROR overrides it),
#   and kept in DEBIAN13_ROOT (default /var/cache/ce-range-slider/debian13) between runs. It is
#   made again when its package list changes (a hash of the list is kept inside it).
# - The Swift toolchain (/opt/swift) and the git mirror of the dependencies (/opt/swift-packages,
#   which the system git config puts in place of github.com) are mounted read-only at their own
#   paths, the checkout read-write at its own path. All mounts live in a private mount namespace
#   and are also unmounted on exit, failure or Ctrl-C: none is left behind.
# - The build goes to .build-debian13/; the C library is installed from it (debug) into
#   .build-debian13/c-library for CLibraryClientTests, and the Rust client (Examples/rust-client,
#   Debian's gtk4-rs crates, cargo offline) is built into .build-debian13/rust-client. The tests
#   run as the checkout's owner: first the pure-Swift targets, then the GTK tests. Without
#   --filter/--skip, Wayland first: the GTK tests that need no X11 (scripts/wayland-tests.sh)
#   run on headless Wayland (scripts/test-wayland.sh, weston) and only the others under Xvfb
#   with scripts/test.sh's environment (the C, Python, GJS, Vala and Rust clients among them),
#   each test once; then the AT-SPI check (scripts/test-atspi.sh), Orca at the price thumbs
#   (scripts/test-orca.sh) and the pixel comparisons under GTK 4.18's GL (ngl) and Vulkan
#   renderers (scripts/test-debian13-renderers.sh). With --filter/--skip, only the GTK tests
#   they select, under Xvfb.
#   Screenshots: .build-debian13/screenshots/. Each part closes with its own summary line
#   (scripts/test-summary.sh); the last line is the total of all.
# - Not here (they run on Debian 12 in scripts/test.sh): touch, the installed app and the
#   fuzzers.
# Needs root (uses sudo otherwise) for debootstrap, mount and chroot.
set -euo pipefail

# Inside the root (the script runs itself there, as the checkout's owner): the build and the tests.
if [ "${1:-}" = --inside ]; then
    cd "$2"; shift 2
    scratch=.build-debian13
    timings="$scratch/timings"
    : >"$timings"
    phase_start=0
    phase() { phase_start=$(date +%s); echo "=== Debian 13: $1" >&2; }
    phase_end() {
        local took=$(( $(date +%s) - phase_start ))
        printf '  %-28s %4d s\n' "$1" "$took" >>"$timings"
        echo "=== Debian 13: $1 took ${took} s" >&2
    }
    echo "Debian 13: $(. /etc/os-release; echo "$PRETTY_NAME"), GTK $(pkg-config --modversion gtk4)," \
        "libadwaita $(pkg-config --modversion libadwaita-1), GLib $(pkg-config --modversion glib-2.0)"
    mkdir -p "$HOME"
    # The pure-Swift targets (no display), then everything else in real windows.
    pure='RangeSliderCoreTests|CircleGestureCoreTests|HousingDataTests|HousePricesCoreTests|CrossfilterTests|FuzzCorpusTests|CAccessorGeneratorTests|ScriptTests'

    phase "build"
    set +e
    nice -n 10 swift build --build-tests --scratch-path "$scratch" 2>&1 | tee "$scratch/build.log"
    status=${PIPESTATUS[0]}
    set -e
    phase_end "build"
    # Deprecation warnings of Swift ("'f' is deprecated") and of C (-Wdeprecated-declarations),
    # each call site once (Swift repeats each warning in its source excerpt, "| …" lines). A
    # build warns only in the files it compiles: the previous list's calls in files unchanged
    # since it was written still stand (a full count from scratch needs an empty .build-debian13/).
    {
        grep -E "^/[^ ]+:[0-9]+:[0-9]+: warning: .*deprecated" "$scratch/build.log" |
            sed -E "s|^$PWD/||; s/^([^:]+:[0-9]+:[0-9]+): warning: '([^']+)'.*/\\1 \\2/" || true
        if [ -s "$scratch/deprecated.txt" ]; then
            while read -r call; do
                file=${call%%:*}
                [ ! -e "$file" ] || [ "$file" -nt "$scratch/deprecated.txt" ] || echo "$call"
            done <"$scratch/deprecated.txt"
        fi
    } | sort -u >"$scratch/deprecated.new"
    mv "$scratch/deprecated.new" "$scratch/deprecated.txt"
    echo "Debian 13 build: $(wc -l <"$scratch/deprecated.txt") deprecated calls ($scratch/deprecated.txt), per file:"
    cut -d: -f1 "$scratch/deprecated.txt" | uniq -c
    # A deprecated call fails the build here (one source serves GTK 4.8 and 4.18 through
    # version checks, so a new deprecation is a call to move behind one).
    if [ "$status" -eq 0 ] && [ -s "$scratch/deprecated.txt" ]; then
        echo "Debian 13 build: deprecated calls are errors on GTK 4.18 / libadwaita 1.7:" >&2
        cat "$scratch/deprecated.txt" >&2
        status=1
    fi
    if [ "$status" -ne 0 ]; then
        echo "Debian 13: the build failed (or called deprecated API), no test ran" >"$scratch/summary"
        exit "$status"
    fi

    # The C library as an app would install it (scripts/install-c-library.sh), from this build:
    # CLibraryClientTests use it (CE_RANGE_SLIDER_PREFIX); a failed install fails the run and
    # leaves them to fail on what is missing.
    phase "C library install"
    export CE_RANGE_SLIDER_PREFIX="$PWD/$scratch/c-library"
    rm -rf "$CE_RANGE_SLIDER_PREFIX"
    set +e
    nice -n 10 scripts/install-c-library.sh -c debug --scratch-path "$scratch" --skip-build \
        "$CE_RANGE_SLIDER_PREFIX" 2>&1 | tee "$scratch/c-library.log"
    install_status=${PIPESTATUS[0]}
    set -e
    phase_end "C library install"

    # The Rust client (Examples/rust-client): gtk4-rs and libadwaita-rs from Debian's crates,
    # cargo offline (its .cargo/config.toml), against the library just installed. The target
    # directory stays between runs (incremental). CLibraryClientTests runs it (CE_RUST_CLIENT);
    # a failed build leaves it missing and that test failing.
    phase "Rust client build"
    rust_target="$PWD/$scratch/rust-client"
    export CE_RUST_CLIENT="$rust_target/debug/range-slider-rust-client"
    # Built from a copy: cargo writes Cargo.lock beside Cargo.toml.
    rust_source="$PWD/$scratch/rust-client-source"
    rm -rf "$rust_source" && cp -a Examples/rust-client "$rust_source"
    set +e
    (cd "$rust_source" &&
        PKG_CONFIG_PATH="$CE_RANGE_SLIDER_PREFIX/lib/pkgconfig" CARGO_TARGET_DIR="$rust_target" \
        nice -n 10 cargo build --offline 2>&1) | tee "$scratch/rust-client.log"
    rust_status=${PIPESTATUS[0]}
    set -e
    phase_end "Rust client build"

    export GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=test
    export XDG_CONFIG_HOME="$PWD/$scratch/test-home/config" XDG_DATA_HOME="$PWD/$scratch/test-home/data"
    rm -rf "$PWD/$scratch/test-home"
    export SCREENSHOT_DIR="$PWD/$scratch/screenshots"
    mkdir -p "$SCREENSHOT_DIR"

    overall=0
    [ "$install_status" -eq 0 ] || { echo "Debian 13: the C library's install failed" >&2; overall=1; }
    [ "$rust_status" -eq 0 ] || { echo "Debian 13: the Rust client's build failed" >&2; overall=1; }
    summaries=()
    if [ "${DEBIAN13_PURE:-1}" = 1 ]; then
        phase "pure-Swift tests"
        set +e
        nice -n 10 swift test --skip-build --scratch-path "$scratch" --filter "$pure" 2>&1 | tee "$scratch/test-pure.log"
        status=${PIPESTATUS[0]}
        set -e
        phase_end "pure-Swift tests"
        summary=$(scripts/test-summary.sh "$scratch/test-pure.log" 2>&1) || overall=1
        [ "$status" -eq 0 ] || overall=1
        echo "$summary"
        summaries+=("$(tail -1 <<<"$summary")")
    fi

    # Wayland first: in an unfiltered run the GTK tests that need no X11 (scripts/wayland-tests.sh,
    # the list scripts/test-wayland.sh runs) run on headless Wayland, and only the rest under
    # Xvfb, each test once; the split is checked to add up to `swift test list`, and the two
    # runs' counts to its length.
    unfiltered=$(( $# == 0 ))   # the Wayland and renderers steps below run in unfiltered runs only
    if [ "$unfiltered" = 1 ]; then
        swift test list --skip-build --scratch-path "$scratch" 2>/dev/null |
            grep -E '^[A-Za-z0-9_]+\.[^/]+/' | grep -Ev "$pure" >"$scratch/tests-gtk.txt" || true
        [ -s "$scratch/tests-gtk.txt" ] || { echo "Debian 13: swift test list listed no GTK test" >"$scratch/summary"; exit 1; }
        . scripts/wayland-tests.sh
        split_test_passes "$scratch/tests-gtk.txt" "$scratch/passes" ||
            { echo "Debian 13: the Wayland and X11 passes do not add up to the test list" >"$scratch/summary"; exit 1; }
        set -- --filter "$(cat "$scratch/passes/x11.filter")"
    fi

    phase "GTK tests (Xvfb)"
    set +e
    nice -n 10 xvfb-run -a -s "-screen 0 2560x2048x24" \
        dbus-run-session -- swift test --skip-build --scratch-path "$scratch" "$@" 2>&1 | tee "$scratch/test-gtk.log"
    status=${PIPESTATUS[0]}
    set -e
    phase_end "GTK tests (Xvfb)"
    summary=$(scripts/test-summary.sh "$scratch/test-gtk.log" 2>&1) || overall=1
    [ "$status" -eq 0 ] || overall=1
    echo "$summary"
    summaries+=("$(tail -1 <<<"$summary")")

    # The rest on Wayland (headless weston, GTK's own renderer choice). A test that fails there
    # once and passes alone (test-wayland.sh's second try) counts as passed, as in scripts/test.sh.
    if [ "$unfiltered" = 1 ]; then
        phase "GTK tests (Wayland, weston headless)"
        rm -f "$scratch/test-wayland-tests.log"
        set +e
        WAYLAND_TEST_LOG="$PWD/$scratch/test-wayland-tests.log" nice -n 10 \
            scripts/test-wayland.sh --scratch-path "$scratch" 2>&1 | tee "$scratch/test-wayland.log"
        wayland_status=${PIPESTATUS[0]}
        set -e
        phase_end "GTK tests (Wayland)"
        [ "$wayland_status" -eq 0 ] || { echo "Debian 13: the Wayland run failed ($scratch/test-wayland.log)" >&2; overall=1; }
        summary=$(scripts/test-summary.sh "$scratch/test-wayland-tests.log" 2>&1) || true
        echo "$summary"
        line=$(tail -1 <<<"$summary")
        if [ "$wayland_status" -eq 0 ]; then
            # passed += failed, failed = 0; the XCTest and Swift Testing failures likewise
            line=$(awk '{ if (match($0, /^[0-9]+ passed, [0-9]+ failed/)) {
                              split(substr($0, 1, RLENGTH), n, /[ ,]+/)
                              sub(/^[0-9]+ passed, [0-9]+ failed/, (n[1] + n[3]) " passed, 0 failed")
                              gsub(/ [0-9]+ failed\)/, " 0 failed)"); gsub(/ [0-9]+ failed;/, " 0 failed;") }
                          print }' <<<"$line")
        fi
        summaries+=("$line")
        # Every listed test ran in one of the two runs.
        ran=0
        for line in "${summaries[@]: -2}"; do
            n=$(sed -nE 's/.*XCTest: ([0-9]+) run.*Swift Testing: ([0-9]+) run.*/\1 + \2/p' <<<"$line")
            ran=$(( ran + ${n:-0} ))
        done
        listed=$(wc -l <"$scratch/tests-gtk.txt")
        if [ "$ran" -ne "$listed" ]; then
            echo "Debian 13: the X11 and Wayland runs ran $ran tests, swift test list lists $listed" >&2
            overall=1
        fi
    fi

    # The AT-SPI check (a real AT-SPI client reads and drives both windows), as on Debian 12:
    # by its exit status.
    # Orca itself at the price thumbs (scripts/test-orca.sh) after it, the same way.
    check_phase() {   # NAME SCRIPT: runs SCRIPT --scratch-path, logged to SCRIPT's name
        local name="$1" script="$2" log status
        log="$scratch/$(basename "$script" .sh).log"
        phase "$name"
        set +e
        nice -n 10 "$script" --scratch-path "$scratch" 2>&1 | tee "$log"
        status=${PIPESTATUS[0]}
        set -e
        phase_end "$name"
        [ "$status" -eq 0 ] || { echo "Debian 13: the $name check failed ($log)" >&2; overall=1; }
    }
    if [ "$unfiltered" = 1 ]; then
        check_phase "AT-SPI" scripts/test-atspi.sh
        check_phase "Orca" scripts/test-orca.sh
    fi

    # GTK 4.18's GPU renderers (ngl, Vulkan) against Cairo, one summary line per renderer and scale.
    if [ "$unfiltered" = 1 ]; then
        phase "GPU renderers (ngl, Vulkan)"
        scripts/test-debian13-renderers.sh "$scratch" || overall=1
        phase_end "GPU renderers (ngl, Vulkan)"
        mapfile -t lines <"$scratch/renderers.summary"
        summaries+=("${lines[@]}")
    fi

    # The total of all runs, in scripts/test-summary.sh's words.
    total=(0 0 0 0 0 0 0)
    for line in "${summaries[@]}"; do
        read -r -a n < <(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed \(XCTest: ([0-9]+) run, ([0-9]+) skipped, ([0-9]+) failed; Swift Testing: ([0-9]+) run, ([0-9]+) failed\).*/\1 \2 \3 \4 \5 \6 \7/p' <<<"$line")
        if [ ${#n[@]} -ne 7 ]; then
            echo "Debian 13: a test run did not finish (no summary)" >"$scratch/summary"
            exit 1
        fi
        for i in 0 1 2 3 4 5 6; do total[$i]=$(( total[i] + n[i] )); done
    done
    printf 'Debian 13: %d passed, %d failed (XCTest: %d run, %d skipped, %d failed; Swift Testing: %d run, %d failed)\n' \
        "${total[@]}" >"$scratch/summary"
    exit "$overall"
fi
cd "$(dirname "$0")/.."
checkout="$PWD"

if [ "$(id -u)" -ne 0 ]; then
    exec sudo --preserve-env=DEBIAN13_ROOT,DEBIAN13_MIRROR,DEBIAN13_PURE "$0" "$@"
fi

mode=test
if [ "${1:-}" = --run ]; then
    mode=run; shift
    [ $# -gt 0 ] || { echo "usage: $0 --run COMMAND [ARG...]" >&2; exit 2; }
fi
root="${DEBIAN13_ROOT:-/var/cache/ce-range-slider/debian13}"
suite=trixie
toolchain=/opt/swift
packages_mirror=/opt/swift-packages
scratch=.build-debian13

# What the build and the tests need (scripts/install-deps.sh's "test" set under Debian 13's
# names), what the Swift toolchain needs to run there, and Mesa's GL and Vulkan drivers and weston
# for the renderers and Wayland.
packages=(
    # scripts/install-deps.sh run
    pkg-config libgtk-4-dev libadwaita-1-dev libglib2.0-bin gettext
    # clib
    patchelf gobject-introspection libgirepository1.0-dev gcc valac
    # test
    xvfb xauth xdotool x11-utils dbus-daemon fonts-dejavu-core fonts-dejavu-extra meson ninja-build
    valgrind python3-gi desktop-file-utils appstream locales gir1.2-gtk-4.0 gjs gi-docgen
    libglib2.0-dev-bin
    # gl, wayland, and Vulkan (lavapipe)
    libgl1-mesa-dri libglx-mesa0 libegl-mesa0 weston mesa-vulkan-drivers
    # the Rust client (gtk4-rs and libadwaita-rs from Debian's crates, cargo offline), AT-SPI,
    # and the screen reader Orca
    cargo rustc librust-gtk4-dev librust-libadwaita-dev at-spi2-core python3-pyatspi orca
    # PostgreSQL's client library (HousingDatabase) and the server its tests start
    libpq-dev postgresql
    # the Swift toolchain
    binutils libgcc-14-dev libstdc++-14-dev libc6-dev libncurses6 libcurl4t64 libedit2 libxml2
    libsqlite3-0 zlib1g git
)

timings=()
phase_start=0
phase() { phase_start=$(date +%s); echo "=== Debian 13: $1" >&2; }
phase_end() {
    local took=$(( $(date +%s) - phase_start ))
    timings+=("$(printf '%-28s %4d s' "$1" "$took")")
    echo "=== Debian 13: $1 took ${took} s" >&2
}
print_timings() {
    [ ${#timings[@]} -gt 0 ] || return 0
    echo "Debian 13 timings:"
    printf '  %s\n' "${timings[@]}"
}

# The first Debian mirror (not the security one) the machine's apt sources name.
find_mirror() {
    local uri
    if compgen -G '/etc/apt/sources.list.d/*.sources' >/dev/null; then
        uri=$(awk 'tolower($1) == "uris:" { for (i = 2; i <= NF; i++) print $i }' /etc/apt/sources.list.d/*.sources |
            grep -v -- '-security' | head -1 || true)
        [ -n "$uri" ] && { echo "$uri"; return; }
    fi
    if [ -f /etc/apt/sources.list ]; then
        # deb [options] URI suite components
        uri=$(sed -nE 's/^[[:space:]]*deb[[:space:]]+(\[[^]]*\][[:space:]]+)?([^[:space:]]+).*/\2/p' /etc/apt/sources.list |
            grep -v -- '-security' | head -1 || true)
        [ -n "$uri" ] && { echo "$uri"; return; }
    fi
    return 1
}

mirror="${DEBIAN13_MIRROR:-$(find_mirror || true)}"
[ -n "$mirror" ] || { echo "test-debian13.sh: no Debian mirror in the apt sources (set DEBIAN13_MIRROR)" >&2; exit 1; }
[ -x "$toolchain/usr/bin/swift" ] || { echo "test-debian13.sh: no Swift toolchain at $toolchain" >&2; exit 1; }

# The root's identity: a change in any of these makes a new root.
stamp_file=.ce-range-slider-packages.sha256
wanted_stamp=$(printf '%s\n' "$suite" "$mirror" "${packages[@]}" | sha256sum | cut -d' ' -f1)

# The root is made by one run alone (an exclusive lock) and then used by any number (shared):
# a run that finds the root current goes straight in beside the others.
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock -s 9

mounted_below() { awk -v p="$1" '$2 == p || index($2, p "/") == 1 { print $2 }' /proc/self/mounts; }

make_root() {
    local new="$root.new"
    if [ -n "$(mounted_below "$new")$(mounted_below "$root")" ]; then
        echo "test-debian13.sh: something is mounted below $root or $new; not replacing it" >&2
        exit 1
    fi
    rm -rf "$new"

    if ! command -v debootstrap >/dev/null; then
        echo "Installing debootstrap" >&2
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >&2
    fi
    # Debian 13's archive keys: debian-archive-keyring ships them from 2023.3+deb12u1 on (bookworm).
    local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    if [ ! -e /usr/share/keyrings/debian-archive-trixie-stable.gpg ]; then
        echo "Updating debian-archive-keyring for Debian 13's keys" >&2
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debian-archive-keyring >&2
        [ -e /usr/share/keyrings/debian-archive-trixie-stable.gpg ] || {
            echo "test-debian13.sh: this machine's debian-archive-keyring has no Debian 13 keys" >&2; exit 1; }
    fi

    phase "root creation (debootstrap $suite from $mirror)"
    # debootstrap mounts /proc and /sys in the new root itself: in this namespace they cannot
    # outlive the command.
    unshare --mount --propagation private \
        debootstrap --variant=minbase --keyring="$keyring" "$suite" "$new" "$mirror" >&2
    phase_end "root creation"

    phase "package install (${#packages[@]} packages)"
    printf 'deb %s %s main\ndeb %s %s-updates main\n' "$mirror" "$suite" "$mirror" "$suite" >"$new/etc/apt/sources.list"
    # No documentation or translations in the root (a build root, never a desktop).
    cat >"$new/etc/dpkg/dpkg.cfg.d/01-no-docs" <<'EOF'
path-exclude /usr/share/doc/*
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
EOF
    cat >"$new/etc/apt/apt.conf.d/01-build-root" <<'EOF'
APT::Install-Recommends "false";
Acquire::Languages "none";
EOF
    unshare --mount --propagation private bash -euc '
        new="$1"; shift
        mount -t proc proc "$new/proc"
        mount --bind /dev "$new/dev"
        export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8
        chroot "$new" apt-get update -qq
        chroot "$new" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
        # The German locale for the house app translated screenshot.
        chroot "$new" localedef -i de_DE -f UTF-8 de_DE.UTF-8
        chroot "$new" dbus-uuidgen --ensure=/etc/machine-id
        chroot "$new" apt-get clean
        umount "$new/dev" "$new/proc"
    ' make-root "$new" "${packages[@]}" >&2
    # Git: the system configuration's github.com redirects (to the local package mirror), and
    # that mirror is trusted whoever owns it.
    git config --system --get-regexp '^url\.' | while read -r key value; do
        git config --file "$new/etc/gitconfig" --add "$key" "$value"
    done
    git config --file "$new/etc/gitconfig" --add safe.directory "$packages_mirror/*"
    git config --file "$new/etc/gitconfig" --add safe.directory "$checkout"
    mkdir -p "$new$toolchain" "$new$packages_mirror"
    echo "$wanted_stamp" >"$new/$stamp_file"
    phase_end "package install"

    rm -rf "$root"
    mv "$new" "$root"
}

root_is_current() { [ "$(cat "$root/$stamp_file" 2>/dev/null || true)" = "$wanted_stamp" ]; }
if root_is_current; then
    echo "=== Debian 13: root $root is up to date" >&2
else
    # Exclusive (once the runs using the root are done), then shared again; another run may
    # have made the root meanwhile.
    flock 9
    if root_is_current; then
        echo "=== Debian 13: root $root is up to date" >&2
    else
        make_root
    fi
    flock -s 9
fi
# The checkout's own path can differ from run to run (worktrees): trust it too (git config
# writes through its own lock file).
git config --file "$root/etc/gitconfig" --get-all safe.directory | grep -qxF "$checkout" ||
    git config --file "$root/etc/gitconfig" --add safe.directory "$checkout"

owner="$(stat -c %u:%g "$checkout")"
log_dir="$checkout/$scratch"
mkdir -p "$log_dir"
chown "$owner" "$log_dir"
[ "$mode" = run ] || rm -f "$log_dir/summary" "$log_dir/timings"

# Everything below runs in a private mount namespace: the mounts vanish with it whatever
# happens; the trap also takes them down in order on a normal exit, a failure or Ctrl-C.
export ROOT="$root" CHECKOUT="$checkout" TOOLCHAIN="$toolchain" PACKAGES_MIRROR="$packages_mirror" \
    SCRATCH="$scratch" OWNER="$owner" MODE="$mode" PURE="${DEBIAN13_PURE:-1}"
set +e
unshare --mount --propagation private bash -euo pipefail -c '
    mounts=()
    cleanup() {
        local i
        for (( i = ${#mounts[@]} - 1; i >= 0; i-- )); do
            umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null || true
        done
    }
    trap cleanup EXIT
    trap "exit 130" INT TERM
    bind() {  # bind SOURCE TARGET [ro]
        mkdir -p "$ROOT$2"
        mount --bind "$1" "$ROOT$2"; mounts+=("$ROOT$2")
        [ "${3:-}" != ro ] || mount -o remount,bind,ro "$ROOT$2"
    }
    mount -t proc proc "$ROOT/proc"; mounts+=("$ROOT/proc")
    mount -t sysfs sysfs "$ROOT/sys"; mounts+=("$ROOT/sys")
    bind /dev /dev
    bind /dev/pts /dev/pts
    [ ! -d /dev/shm ] || bind /dev/shm /dev/shm
    bind /tmp /tmp        # the X displays lock files and sockets are the machine ones
    bind "$TOOLCHAIN" "$TOOLCHAIN" ro
    bind "$PACKAGES_MIRROR" "$PACKAGES_MIRROR" ro
    bind "$CHECKOUT" "$CHECKOUT"
    [ "$MODE" = run ] || set -- bash "$CHECKOUT/scripts/test-debian13.sh" --inside "$CHECKOUT" "$@"
    chroot --userspec="$OWNER" "$ROOT" /usr/bin/env -i \
        PATH="$TOOLCHAIN/usr/bin:/usr/local/bin:/usr/bin:/bin" HOME="$CHECKOUT/$SCRATCH/home" \
        LANG=C.UTF-8 TERM="${TERM:-dumb}" DEBIAN13_PURE="$PURE" \
        bash -c "cd \"\$0\" && exec \"\$@\"" "$CHECKOUT" "$@"
' test-debian13 "$@"
status=$?
set -e
[ "$mode" = test ] || exit "$status"
print_timings
[ ! -s "$log_dir/timings" ] || cat "$log_dir/timings"
# The closing line: the Debian 13 total (both runs).
[ ! -s "$log_dir/summary" ] || cat "$log_dir/summary"
exit "$status"
