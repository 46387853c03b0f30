// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import PropertyBased
import Testing

/// A job's reports handed to a consumer that attaches at any time: the consumer sees what a
/// consumer attached from the start would see, except runs of superseded reports made before
/// it attached, and the outcome exactly once, last.
@Suite struct BufferedHandOffTests {
    enum Event: Equatable, CustomStringConvertible {
        case report(Int)
        case finish(Int)
        var description: String {
            switch self {
            case .report(let n): return "report(\(n))"
            case .finish(let n): return "finish(\(n))"
            }
        }
    }

    /// Even reports supersede the even report just before them (as reading fractions do).
    static func replaces(_ earlier: Int, _ later: Int) -> Bool { earlier % 2 == 0 && later % 2 == 0 }

    /// The naive oracle: what the consumer receives when it attaches after `attachAt` events.
    static func expected(_ events: [Event], attachAt: Int) -> [Event] {
        var received: [Event] = []
        var finished = false
        var buffer: [Int] = [], bufferedOutcome: Int?
        for (i, event) in events.enumerated() {
            if i == attachAt {
                received += buffer.map(Event.report)
                if let outcome = bufferedOutcome { received.append(.finish(outcome)) }
            }
            switch event {
            case .report(let n) where !finished:
                if i < attachAt {
                    if let last = buffer.last, replaces(last, n) {
                        buffer[buffer.count - 1] = n
                    } else {
                        buffer.append(n)
                    }
                } else {
                    received.append(.report(n))
                }
            case .finish(let n) where !finished:
                finished = true
                if i < attachAt { bufferedOutcome = n } else { received.append(.finish(n)) }
            default:
                break
            }
        }
        if attachAt >= events.count {
            received += buffer.map(Event.report)
            if let outcome = bufferedOutcome { received.append(.finish(outcome)) }
        }
        return received
    }

    static func run(_ events: [Event], attachAt: Int) -> [Event] {
        let handOff = BufferedHandOff<Int, Int>(replaces: replaces)
        var received: [Event] = []
        func attach() {
            let attached = handOff.attach(
                progress: { received.append(.report($0)) }, completion: { received.append(.finish($0)) })
            #expect(attached)
            #expect(!handOff.attach(progress: { _ in }, completion: { _ in }), "a second consumer is refused")
        }
        for (i, event) in events.enumerated() {
            if i == attachAt { attach() }
            switch event {
            case .report(let n): handOff.report(n)
            case .finish(let n): handOff.finish(n)
            }
        }
        if attachAt >= events.count { attach() }
        return received
    }

    @Test func anyAttachTimeGivesTheOracleSequence() async {
        let event = zip(Gen.int(in: 0...5), Gen.int(in: 0...9)).map { kind, n -> Event in
            kind == 0 ? .finish(n) : .report(n)
        }
        let input = zip(event.array(of: 0...14), Gen.int(in: 0...16))
        await propertyCheck(count: 2000, input: input) { events, attachAt in
            let received = Self.run(events, attachAt: attachAt)
            #expect(received == Self.expected(events, attachAt: attachAt), "\(events), attached after \(attachAt)")
            // The outcome comes at most once, and nothing after it.
            let finishes = received.indices.filter {
                if case .finish = received[$0] { return true } else { return false }
            }
            #expect(finishes.count <= 1 && (finishes.first.map { $0 == received.count - 1 } ?? true), "\(received)")
            // Every report made once attached arrives: attaching early loses nothing.
            if attachAt == 0 {
                let untilFinish = events.prefix { if case .finish = $0 { return false } else { return true } }
                let firstFinish = events.first { if case .finish = $0 { return true } else { return false } }
                #expect(received == Array(untilFinish) + (firstFinish.map { [$0] } ?? []))
            }
        }
    }

    @Test func theLoadersOrderReplaysInOrder() {
        // Reading fractions (even), then two phases (odd), then the outcome, before the window.
        let handOff = BufferedHandOff<Int, String>(replaces: Self.replaces)
        [0, 2, 4, 6, 1, 3].forEach(handOff.report)
        handOff.finish("loaded")
        #expect(handOff.isFinished)
        var seen: [String] = []
        handOff.attach(progress: { seen.append("\($0)") }, completion: { seen.append($0) })
        #expect(seen == ["6", "1", "3", "loaded"])
        handOff.report(8)
        handOff.finish("again")
        #expect(seen == ["6", "1", "3", "loaded"], "nothing after the outcome")
    }
}
