// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One home: its price and whatever else the file said about it.
///
/// Only the price is certain; a column the file lacks, or a value in it that cannot be read,
/// is nil rather than a reason to drop the home.
public struct HomeRecord: Equatable, Sendable {
    /// The line of the file the home's record starts on; for synthetic homes, the 1-based
    /// ordinal of the home.
    public var line: Int
    /// The price in dollars: finite and not negative.
    public var price: Double
    /// The neighbourhood, or nil when unknown.
    public var neighborhood: String?
    /// The number of bedrooms, or nil when unknown.
    public var bedrooms: Int?
    /// The number of bathrooms (halves for half baths), or nil when unknown.
    public var bathrooms: Double?
    /// The living area in square feet, or nil when unknown.
    public var livingArea: Double?
    /// The year built, or nil when unknown.
    public var yearBuilt: Int?

    /// A home with the given values.
    public init(
        line: Int, price: Double, neighborhood: String? = nil, bedrooms: Int? = nil,
        bathrooms: Double? = nil, livingArea: Double? = nil, yearBuilt: Int? = nil
    ) {
        self.line = line
        self.price = price
        self.neighborhood = neighborhood
        self.bedrooms = bedrooms
        self.bathrooms = bathrooms
        self.livingArea = livingArea
        self.yearBuilt = yearBuilt
    }
}
