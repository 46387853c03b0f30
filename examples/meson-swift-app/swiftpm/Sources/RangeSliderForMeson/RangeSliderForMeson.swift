// Everything the archive needs comes from RangeSlider and the modules it depends on.
@_exported import RangeSlider
