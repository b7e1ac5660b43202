#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import ArchlintKit

ExitTeardown.isLeftToExit = true
ProcessMemory.mapLargeBlocks()
ProcessMemory.keepFreedMemoryUntilReturned()
exit(ArchlintCLI.run(Array(CommandLine.arguments.dropFirst())))
