// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The engine's value types a ``FilterSource`` speaks in, for the window, which reaches its data
// only through a source and imports no engine.
@_exported import struct Crossfilter.DimensionHistogram
@_exported import struct Crossfilter.HistogramLayout
@_exported import struct Crossfilter.ListOrder
@_exported import struct Crossfilter.SortedValues
