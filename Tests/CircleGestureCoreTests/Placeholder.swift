// Placeholder until this module lands; see Package.swift.
