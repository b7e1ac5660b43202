public protocol BookingSource: AnyObject {}
