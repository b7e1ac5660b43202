#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import ArchlintKit

ExitTeardown.isLeftToExit = true
ProcessMemory.mapLargeBlocks()
exit(ArchlintCLI.run(Array(CommandLine.arguments.dropFirst())))
