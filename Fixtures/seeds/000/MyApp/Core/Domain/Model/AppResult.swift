// seed 000:L2012-2037, recommended (block L2012-2071, "### Using Result Type")
// ---
/**
 * Error handling with Result type
 */

// Explicitly represent success/failure
typealias AppResult<T> = Result<T, AppError>

extension Result where Failure == AppError {

    // Get value on success (nil on failure)
    var success: Success? {
        guard case .success(let value) = self else { return nil }
        return value
    }

    // Get error on failure (nil on success)
    var failure: AppError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }

    // Shorthand for map
    func mapSuccess<T>(_ transform: (Success) -> T) -> Result<T, AppError> {
        map(transform)
    }
}
