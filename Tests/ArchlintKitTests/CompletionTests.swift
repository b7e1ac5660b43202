import Foundation
import Testing
@testable import archlint

/// `archlint completions SHELL`: each script is checked by its shell, and asked for completions
/// where the shell can be driven from a test (bash, fish).
@Suite("Shell completions")
struct CompletionTests {
    static func has(_ shell: String) -> Bool { runTool(shell, ["-c", "true"])?.status == 0 }

    /// The script in a file of `tree`.
    static func script(_ shell: String, in tree: TemporaryTree) throws -> String {
        let run = ArchlintCLI.capture(["completions", shell])
        #expect(run.status == 0 && run.error.isEmpty)
        try tree.write("archlint.\(shell)", run.output)
        return tree.path("archlint.\(shell)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func everyCommandAndOptionIsInTheScript(_ shell: String) {
        let script = ArchlintCLI.capture(["completions", shell]).output
        for command in CommandTable.all {
            #expect(script.contains(command.name))
            for option in command.options { #expect(script.contains(shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name), "\(shell): \(option.name)") }
        }
    }

    @Test(.enabled(if: has("bash"), "needs bash"))
    func bashCompletesCommandsOptionsAndValues() throws {
        let tree = try TemporaryTree()
        let script = try Self.script("bash", in: tree)
        #expect(runTool("bash", ["-n", script])?.status == 0)
        let driver = """
            source \(script)
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _archlint; echo "${COMPREPLY[*]}"; }
            complete_words archlint li
            complete_words archlint lint --fo
            complete_words archlint lint --format ''
            complete_words archlint graph --level l
            complete_words archlint completions ''
            complete -p archlint
            """
        let run = try #require(runTool("bash", ["-c", driver]))
        #expect(run.status == 0)
        #expect(run.output == "lint\n--format\ntext json sarif github html\nlayer\nbash zsh fish\ncomplete -o filenames -F _archlint archlint\n", "\(run.output)")
    }

    @Test(.enabled(if: has("zsh"), "needs zsh (apt-get install zsh)"))
    func zshReadsTheScriptAndRegistersIt() throws {
        let tree = try TemporaryTree()
        let script = try Self.script("zsh", in: tree)
        #expect(runTool("zsh", ["-n", script])?.status == 0)
        let run = runTool("zsh", ["-f", "-c", "autoload -Uz compinit && compinit -D -u && source \(script) && print -r -- $_comps[archlint]"])
        #expect(run?.status == 0 && run?.output == "_archlint\n", "\(run?.output ?? "zsh did not start")")
    }

    @Test(.enabled(if: has("fish"), "needs fish (apt-get install fish)"))
    func fishCompletesCommandsOptionsAndValues() throws {
        let tree = try TemporaryTree()
        let script = try Self.script("fish", in: tree)
        #expect(runTool("fish", ["-n", script])?.status == 0)
        let names = { (line: String) in
            runTool("fish", ["--no-config", "-c", "source \(script); complete -C '\(line)'"])?.output
                .split(separator: "\n").map { String($0.prefix { $0 != "\t" }) } ?? []
        }
        #expect(names("archlint li") == ["lint"])
        #expect(names("archlint lint --fo") == ["--format"])
        #expect(names("archlint lint --format ").sorted() == ["github", "html", "json", "sarif", "text"])
        #expect(names("archlint completions ").sorted() == ["bash", "fish", "zsh"])
        #expect(names("archlint graph --level=").sorted() == ["--level=file", "--level=layer", "--level=module"])
    }
}
