/// A quantity that may be written with a unit — a dimension in points, a duration in seconds — read by
/// one rule: a number is in the base unit; a string is a CSS number followed by one of the units.
struct Measure: Sendable {
    /// One unit and how a number of it becomes the base unit.
    struct Unit: Sendable {
        let name: String
        let toBase: @Sendable (Double) -> Double
    }

    /// What is wrong with a quantity.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// `dimension`, `duration`.
    let noun: String
    /// `points`, `seconds`.
    let baseUnit: String
    let units: [Unit]
    /// `'16pt' or '1.5rem'`.
    let examples: String
    let range: ClosedRange<Double>

    /// `'pt', 'px' or 'rem'`.
    var unitList: String { SchemaReader.list(units.map(\.name)) }

    /// Durations: seconds, as a number or in `s` or `ms` (`"250ms"`), from 0 to a day.
    static let duration = Measure(
        noun: "duration", baseUnit: "seconds",
        units: [Unit(name: "s") { $0 }, Unit(name: "ms") { $0 / 1000 }],
        examples: "'250ms' or '1.5s'", range: ValueRanges.duration)

    /// The number and the unit `text` writes (`"16px"` is 16 and `px`; the unit is empty for a number
    /// alone), or `nil` when it does not start with a CSS number.
    static func split(_ text: String) -> (number: Double, unit: Substring)? {
        let unitStart = text.lastIndex { !($0.isASCII && $0.isLetter) }.map(text.index(after:)) ?? text.startIndex
        return CSSNumber.parse(String(text[..<unitStart])).map { ($0, text[unitStart...]) }
    }

    /// The quantity `text` writes, in the base unit (a number alone is in the base unit already).
    func value(of text: String) -> Result<Double, Failure> {
        guard let (number, unitName) = Self.split(text) else {
            return .failure(Failure(reason: "expected a number of \(baseUnit), or a number with the unit \(unitList), such as \(examples)"))
        }
        if unitName.isEmpty { return .success(number) }
        guard let unit = units.first(where: { $0.name == unitName }) else {
            return .failure(Failure(reason: "unknown unit \(quoted: unitName); expected \(unitList)"))
        }
        return .success(unit.toBase(number))
    }
}
