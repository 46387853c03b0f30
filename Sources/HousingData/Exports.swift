// The package's one seeded generator (synthetic homes, resampling) is part of this module's API.
@_exported import SeededRandom
