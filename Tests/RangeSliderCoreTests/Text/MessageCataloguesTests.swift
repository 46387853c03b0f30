// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import RangeSliderCore
import XCTest

/// ``MessageCatalogues``: a locale folder counts when one of its languages has the domain's
/// compiled catalogue, and not otherwise.
final class MessageCataloguesTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "message-catalogues-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func touch(_ relative: String) throws {
        let path = folder + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0xde, 0x12, 0x04, 0x95])))
    }

    func testAFolderCountsOnlyWithTheDomainsCatalogueInSomeLanguage() throws {
        XCTAssertFalse(MessageCatalogues.exist(in: folder, domain: "ce-range-slider"), "an empty folder")
        try touch("de/LC_MESSAGES/house-prices.mo")
        try touch("fr/LC_MESSAGES/ce-range-slider.po")  // not compiled
        try touch("es/ce-range-slider.mo")  // not under LC_MESSAGES
        XCTAssertFalse(MessageCatalogues.exist(in: folder, domain: "ce-range-slider"))
        XCTAssertTrue(MessageCatalogues.exist(in: folder, domain: "house-prices"))
        try touch("pt_BR/LC_MESSAGES/ce-range-slider.mo")
        XCTAssertTrue(MessageCatalogues.exist(in: folder, domain: "ce-range-slider"))
    }

    func testAMissingFolderOrAFileInsteadOfAFolderHoldsNone() throws {
        XCTAssertFalse(MessageCatalogues.exist(in: folder + "/missing", domain: "ce-range-slider"))
        try touch("file")
        XCTAssertFalse(MessageCatalogues.exist(in: folder + "/file", domain: "ce-range-slider"))
        XCTAssertFalse(MessageCatalogues.exist(in: "", domain: "ce-range-slider"))
    }
}
