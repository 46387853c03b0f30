#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The RangeSlider developers
# SPDX-License-Identifier: MIT
# Writes CeRangeSlider's properties and their C accessors from their one table,
# Tools/CAccessorGenerator/CAccessorTable.swift: the GObject properties' entries
# (Sources/RangeSlider/GObject/RangeSliderDeclaredProperties.swift), the @_cdecl forwarders
# (Sources/RangeSliderCAPI/CeRangeSliderAccessors.swift), their prototypes in clib/include (between
# the "Generated accessors" marker comments) and clib/ce-range-slider.symbols. Run it after
# editing the table or adding a hand-written C function, and commit what it writes;
# CAccessorGeneratorTests fail while the committed files differ (docs/contributing.md).
#
#   scripts/generate-c-accessors.sh            write the files
#   scripts/generate-c-accessors.sh --check    list the files that differ; exit 1 if any does
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product generate-c-accessors >&2
"$(swift build --show-bin-path)/generate-c-accessors" "$@" "$PWD"
