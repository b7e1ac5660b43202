final class MockClient {}
