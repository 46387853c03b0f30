// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased

/// Doubles that find the edges of a value policy: NaN, the infinities, the largest finite
/// doubles, subnormals, signed zeros, values around 1e11 whose ulps are coarse next to a
/// separation of 0.3, small whole numbers, and random magnitudes of either sign.
///
/// Built from three plain generators (a kind, a mantissa, an exponent) so that shrinking works
/// on each of them and a failing case shrinks towards the simpler kinds.
public enum TrickyDoubles {
    /// One tricky double.
    public static let any = zip(Gen.int(in: 0...13), Gen.double(in: -1...1), Gen.int(in: -30...308))
        .map { kind, mantissa, exponent in make(kind: kind, mantissa: mantissa, exponent: exponent) }

    /// Finite doubles only, with the same edges.
    public static let finite = any.map { $0.isFinite ? $0 : -mantissaFallback($0) }

    /// A non-negative finite double (steps, separations, spans, increments).
    public static let finiteMagnitude = finite.map { abs($0) }

    static func mantissaFallback(_ x: Double) -> Double {
        x.isNaN ? 0.5 : (x > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude)
    }

    /// The double of a kind; kinds are ordered from the simplest, so shrinking prefers them.
    public static func make(kind: Int, mantissa: Double, exponent: Int) -> Double {
        switch kind {
        case 0: return (mantissa * 10).rounded()  // small whole numbers
        case 1: return mantissa  // -1…1
        case 2: return mantissa * 100
        case 3: return 1e11 + mantissa * 1000  // coarse ulps (1.5e-5)
        case 4: return -1e11 + (mantissa * 1e4).rounded() / 10
        case 5: return mantissa * pow10(exponent)  // any magnitude
        case 6: return mantissa < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
        case 7: return mantissa < 0 ? -1e308 : 1e308
        case 8: return mantissa * Double.leastNormalMagnitude  // subnormal
        case 9: return mantissa < 0 ? -0.0 : 0.0
        case 10: return 0.3 * (mantissa < 0 ? 1 : 2)  // separations that round
        case 11: return mantissa < 0 ? -Double.infinity : Double.infinity
        case 12: return .nan
        default: return Double(Int(mantissa * 1e6))
        }
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
