/// What the analytics pipeline accepts: anything it can serialize and send off the main actor.
public typealias AnalyticsEvent = Encodable & Sendable
