#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(ArchlintCLI.run(Array(CommandLine.arguments.dropFirst())))
