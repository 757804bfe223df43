/// A value together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
