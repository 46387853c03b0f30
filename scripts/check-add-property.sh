#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Checks that adding a double property to CeRangeSlider is one table entry (docs/contributing.md):
# in a scratch copy of the checkout (.build/add-property/checkout), adds the entry of a new
# property `doubled-step` to Tools/CAccessorGenerator/CAccessorTable.swift and the Swift member
# it exposes, runs the generator, installs the C library (debug) and reads and writes the
# property from C, through its accessors and through g_object_get/set, and finds it in the GIR.
# The scratch build folder (.build/add-property/build) is kept between runs. Exits 0 when every
# check held.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$PWD/.build/add-property"
copy="$work/checkout" scratch="$work/build" prefix="$work/prefix"
rm -rf "$copy" "$prefix"
mkdir -p "$copy" "$scratch"
# The checkout's files as they are (tar keeps their times, so the kept build stays incremental).
git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - | tar -xf - -C "$copy"
cd "$copy"

python3 - <<'PY'
path = "Tools/CAccessorGenerator/CAccessorTable.swift"
text = open(path).read()
end = text.rindex("    ]\n")
entry = '''        CAccessor("doubled_step", property: "doubled-step", .double, swift: "doubledStep", section: "values",
                  get: .init(returns: "twice the step size"),
                  set: .init("value", "twice the new step size"),
                  gobject: .init("Doubled step", "Twice step-size.", default: "0")),
'''
open(path, "w").write(text[:end] + entry + text[end:])
PY
cat >Sources/RangeSlider/Values/RangeSliderDoubledStep.swift <<'SWIFT'
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
extension RangeSliderWidget {
    /// Twice ``stepSize``.
    public var doubledStep: Double {
        get { stepSize * 2 }
        set { stepSize = newValue / 2 }
    }
}
SWIFT

swift build --scratch-path "$scratch" --product generate-c-accessors 2>&1 | grep -v "prohibited flag" | tail -1
"$scratch/debug/generate-c-accessors" "$copy"
scripts/install-c-library.sh -c debug --scratch-path "$scratch" "$prefix" >"$work/install.log" 2>&1 ||
    { tail -30 "$work/install.log" >&2; echo "add-property: the library did not build" >&2; exit 1; }

status=0
grep -qx ce_range_slider_get_doubled_step clib/ce-range-slider.symbols &&
    grep -qx ce_range_slider_set_doubled_step clib/ce-range-slider.symbols ||
    { echo "FAIL the symbol list lacks the new accessors" >&2; status=1; }
grep -q '<property name="doubled-step"' "$prefix/share/gir-1.0/Ce-1.0.gir" ||
    { echo "FAIL the GIR has no property doubled-step" >&2; status=1; }

cat >"$work/read-property.c" <<'C'
#include <ce-range-slider.h>
#include <string.h>

static int notified;

static void
on_notify (G_GNUC_UNUSED GObject *object, G_GNUC_UNUSED GParamSpec *pspec, G_GNUC_UNUSED gpointer data)
{
  notified++;
}

int
main (void)
{
  gtk_init ();
  CeRangeSlider *s = CE_RANGE_SLIDER (g_object_ref_sink (ce_range_slider_new ()));
  g_signal_connect (s, "notify::doubled-step", G_CALLBACK (on_notify), NULL);
  GParamSpec *spec = g_object_class_find_property (G_OBJECT_GET_CLASS (s), "doubled-step");
  gboolean ok = spec != NULL && G_PARAM_SPEC_VALUE_TYPE (spec) == G_TYPE_DOUBLE
                && strcmp (g_param_spec_get_nick (spec), "Doubled step") == 0
                && (spec->flags & G_PARAM_READWRITE) == G_PARAM_READWRITE;
  ce_range_slider_set_range (s, 0, 100);
  g_object_set (s, "doubled-step", 10.0, NULL);
  double read = 0;
  g_object_get (s, "doubled-step", &read, NULL);
  ok = ok && read == 10 && ce_range_slider_get_step_size (s) == 5 && ce_range_slider_get_doubled_step (s) == 10
       && notified == 1;
  ce_range_slider_set_doubled_step (s, 4);
  ok = ok && ce_range_slider_get_step_size (s) == 2 && notified == 2;
  g_print ("doubled-step: spec %s, read %g, step size %g, %d notifications: %s\n", spec ? "found" : "missing", read,
           ce_range_slider_get_step_size (s), notified, ok ? "OK" : "FAILED");
  g_object_unref (s);
  return ok ? 0 : 1;
}
C
# shellcheck disable=SC2046
cc -Wall -Wextra -Werror -o "$work/read-property" "$work/read-property.c" \
    $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs ce-range-slider-1) -Wl,-rpath,"$prefix/lib"
if [ -n "${DISPLAY:-}" ]; then run=(); else run=(xvfb-run -a); fi
command -v dbus-run-session >/dev/null && run+=(dbus-run-session --)
GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 "${run[@]}" "$work/read-property" || status=1
[ "$status" = 0 ] && echo "add-property: one table entry made a property C reads and writes: OK" ||
    echo "add-property: FAILED" >&2
exit "$status"
