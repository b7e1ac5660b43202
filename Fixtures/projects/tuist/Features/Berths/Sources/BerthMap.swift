import BerthsFeatureInterface
import HarborNetworking

struct BerthMap {
    let client: HarborClient
}
