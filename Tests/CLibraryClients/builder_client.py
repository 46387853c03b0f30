#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
"""Marks and skins declared in a GtkBuilder .ui file (marks_and_skins.ui): the
`<marks>` and `<skins>` elements CeRangeSlider adds through GtkBuildable, loaded (the thumbs
take the skin's size; RangeSliderBuildableTests reads the drawn pixels) and used by a real drag that snaps to a mark; malformed files fail with a GLib.Error
that says why.

    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 LD_LIBRARY_PATH=PREFIX/lib \\
        /usr/bin/python3 Tests/CLibraryClients/builder_client.py

Needs glib-compile-resources (the skins come partly from a GResource) and an X11 display.
Prints PASS/FAIL lines and "builder client: N passed, M failed".
"""
import os
import subprocess
import sys
import tempfile

from client_support import ShownSlider
from gi.repository import Ce, Gio, GLib, GObject, Gtk  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def register_skin_resources(directory):
    """Compiles data/skins' thumb and track images into a GResource under /org/example/skins."""
    xml = os.path.join(directory, "skins.gresource.xml")
    with open(xml, "w") as f:
        f.write('<gresources><gresource prefix="/org/example/skins">'
                '<file>thumb-blue.png</file><file>thumb-blue@2x.png</file>'
                '<file>track-blue.png</file><file>track-blue@2x.png</file>'
                '</gresource></gresources>')
    target = os.path.join(directory, "skins.gresource")
    subprocess.run(["glib-compile-resources", "--sourcedir", os.path.join(REPO, "data/skins"), "--target", target, xml],
                   check=True)
    Gio.Resource.load(target)._register()


class Client(ShownSlider):
    def __init__(self, builder):
        # ShownSlider's window and slider are the .ui file's.
        self.builder = builder
        super().__init__("builder client", 420, 120)

    def make_window(self):
        return self.builder.get_object("window"), self.builder.get_object("slider")

    def run(self):
        s, check = self.slider, self.check
        marks = [(s.get_mark_value(i), s.get_mark_label(i), s.get_mark_position(i).value_nick) for i in range(s.get_n_marks())]
        check("the marks of the .ui file", marks == [(0, "Any", "bottom"), (50, "Half", "bottom"), (75, "Top", "top")], repr(marks))
        check("its skins", s.has_images())
        minimum, natural, _, _ = s.measure(Gtk.Orientation.VERTICAL, -1)
        check("the band takes the 28 px thumb image, marks below it", natural > 28 and s.get_height() == natural,
              repr((natural, s.get_height())))
        ok, bounds = self.thumb(1).compute_bounds(s)
        check("the thumbs take the resource's 28 px image (their nodes 26 px inside it)",
              (bounds.get_width(), bounds.get_height()) == (26, 26), repr((bounds.get_width(), bounds.get_height())))

        # A real drag of the lower thumb (10) towards the mark at 50 stops on it.
        target_x = None
        for px in range(0, s.get_width()):
            if abs(self.value_at(px) - 49) < 0.6:
                target_x = px
                break
        ok, lower = self.thumb(0).compute_bounds(self.window)
        start = lower.get_x() + lower.get_width() / 2
        dragged = self.drag(self.thumb(0), [(20, 0), (target_x - start + 2, 0) if target_x else (150, 0)])
        check("an X11 window for xdotool", dragged)
        check("a drag that ends near the mark snaps to it", s.props.lower_value == 50, repr(s.props.lower_value))
        return self.summary("builder client")

    def value_at(self, x):
        """The value a thumb centred at slider x shows: linear over the usable track."""
        ok, b = self.thumb(0).compute_bounds(self.slider)
        thumb = b.get_width() + 2
        usable = self.slider.get_width() - thumb
        return (x - thumb / 2) / usable * 100


def malformed(checks):
    slider = '<interface><object class="CeRangeSlider">%s</object></interface>'
    for name, body, needle in [
        ("a mark without a value", '<marks><mark>no value</mark></marks>', "needs a value attribute"),
        ("a mark with NaN", '<marks><mark value="nan"/></marks>', "finite number"),
        ("a missing image file", '<skins><thumb file="/no/such/thumb.png"/></skins>', "cannot load slider image /no/such/thumb.png"),
        ("a missing resource", '<skins><thumb resource="/no/such/thumb.png"/></skins>', "no such file or resource"),
        ("not an image", '<skins><track part="minimum" file="%s"/></skins>' % os.path.join(REPO, "README.md"), "not an image"),
        ("an unknown thumb", '<skins><thumb thumb="middle" resource="/org/example/skins/thumb-blue.png"/></skins>',
         "thumb is lower, upper or both, or an index 0…1 (thumb-count is 2)"),
        ("an unknown element", '<marks><tick value="1"/></marks>', "unknown element <tick>"),
        ("an unknown position", '<marks><mark value="1" position="middle"/></marks>', "position is top, bottom, left or right"),
    ]:
        builder = Gtk.Builder()
        try:
            builder.add_from_string(slider % body)
            checks.check(name + " fails", False, "loaded")
        except GLib.Error as error:
            checks.check(name + " fails", needle in error.message, error.message)


def main():
    os.chdir(REPO)   # the .ui file's relative file= paths
    with tempfile.TemporaryDirectory() as directory:
        register_skin_resources(directory)
    GObject.type_ensure(Ce.RangeSlider.__gtype__)
    builder = Gtk.Builder.new_from_file(os.path.join(HERE, "marks_and_skins.ui"))
    client = Client(builder)
    malformed(client)
    return client.run()


if __name__ == "__main__":
    sys.exit(main())
