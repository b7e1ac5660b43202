#!/usr/bin/env python3
"""Extracts the ```swift blocks of the seed architecture documents into Fixtures/seeds/, each
placed where its seed says it lives, so that the presets can be tested on the seeds' own code.

    Scripts/extract-seed-blocks.py [--seeds DIR] [--check]

DIR defaults to $ARCHLINT_SEEDS, else ../shared/seeds next to the repository root (or next to a
folder above it, as for a worktree). Each
block is cut into pieces at blank lines between top-level declarations when the seed's file tree
or module list puts those declarations in different places; every code line of every block lands
in exactly one piece, verbatim. A piece becomes one Swift file that starts with a header:

    // seed 002:L757-787, recommended (block L757-787, "## Shared Views (`Shared/Views/`)")
    // fragment: WHY IT DOES NOT COMPILE ALONE  (when it does not)
    // expects RULE at 004:L561: WHY            (zero or more lines)
    // ---
    <the seed's lines 757-787, unchanged>

Fragments (statements or expressions shown outside any declaration) are placed as they are:
archlint reads tokens, so they are linted as file-level code (rules scoped by folder or module
see them; rules scoped to a type, such as `within: ViewModel$`, do not). Seed 003 is the
Japanese translation of 000, aligned line for line: it gets the same placement. Seed 001 has no
code blocks. Seed 004 shows no Package.swift, so the script writes one for the modules its
blocks go to (marked as written here, not taken from the seed). Fixtures/seeds/README.md lists
every block with where it went and what it must give.

--check regenerates into a temporary folder and compares it with the committed copy (exit 1 on
any difference). Tests/ArchlintKitTests/SeedBlockTests.swift lints the committed copy and, when
the seeds are present, compares it with the seed text.
"""
import argparse
import filecmp
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Fixtures", "seeds")


def piece(first, last, path, *expects, fragment=None):
    """Seed lines first...last (inclusive) go to `path`; `expects` are (rule, line, why);
    `fragment` says why the code does not compile on its own, when it does not."""
    return (first, last, path, list(expects), fragment)


def expect(rule, line, why):
    return (rule, line, why)


# 000 (and 003): the feature-based tree of 000:L2586-2685, rooted at MyApp/.
LAYERED = [
    piece(113, 199, "Feature/User/UI/List/UserListViewModel.swift"),
    # The iOS 15-16 alternative of the same ViewModel (000:L202): a second file for the same type.
    piece(205, 268, "Feature/User/UI/List/UserListViewModel.iOS15.swift"),
    piece(274, 345, "Feature/User/UI/List/UserListUiState.swift"),
    piece(351, 506, "Feature/User/UI/List/UserListScreen.swift"),
    # The tree (L2646-2647) has one file per use case.
    piece(516, 560, "Feature/User/Domain/UseCase/GetUsersUseCase.swift"),
    piece(562, 593, "Feature/User/Domain/UseCase/GetUserDetailUseCase.swift"),
    piece(599, 638, "Feature/User/Domain/Model/User.swift"),
    # Shown under "## Data Layer", but the tree puts the protocol in Domain/Repository (L2643-2644).
    piece(648, 664, "Feature/User/Domain/Repository/UserRepositoryProtocol.swift"),
    piece(666, 794, "Feature/User/Data/Repository/UserRepository.swift"),
    piece(800, 867, "Feature/User/Data/Local/UserLocalDataSource.swift"),
    piece(869, 893, "Feature/User/Data/Local/UserEntity.swift"),
    piece(899, 965, "Feature/User/Data/Remote/UserRemoteDataSource.swift"),
    # The API client and its endpoint are Core/Data/Network files in the tree (L2595-2597).
    piece(967, 1082, "Core/Data/Network/APIClient.swift"),
    piece(1084, 1103, "Core/Data/Network/APIEndpoint.swift"),
    piece(1105, 1119, "Feature/User/Data/Remote/UserResponse.swift"),
    piece(1121, 1129, "Feature/User/Data/Remote/UserRequest.swift"),
    piece(1135, 1204, "Feature/User/Data/Mapper/UserMapper.swift"),
    # "MARK: - Domain → UI" sits in the Model Mapping block, and the tree has only
    # Data/Mapper/UserMapper.swift for mappers, so it goes there as the seed shows it.
    piece(1206, 1220, "Feature/User/Data/Mapper/UserMapper+UiModel.swift",
          expect("layer-no-upward-reference", 1212, 'contradicts 000:L95 "Lower layers don\'t know about upper layers": '
                 "the Data mapper returns UserUiModel, a UI type")),
    piece(1222, 1229, "Core/Util/DateFormatter+.swift"),
    piece(1239, 1346, "Core/DI/DependencyContainer.swift"),
    piece(1352, 1368, "Core/DI/DependencyContainer+Environment.swift"),
    piece(1370, 1382, "App/MyApp.swift"),
    piece(1384, 1394, "Feature/User/UI/List/UserListScreenWrapper.swift"),
    piece(1400, 1451, "Core/DI/DependencyProviding.swift"),
    # "Test implementation": the tree's Tests/UnitTests/Core/ (L2677).
    piece(1453, 1487, "Tests/UnitTests/Core/MockDependencyProvider.swift"),
    piece(1506, 1527, "Core/UI/Component/SearchBar.swift"),
    piece(1529, 1539, "Feature/User/UI/List/UserListScreen.StateScope.swift",
          fragment="`UserListContent(uiState: viewModel.uiState, ...)`: arguments elided"),
    piece(1541, 1548, "App/AppState.swift"),
    piece(1550, 1561, "App/MyApp.StateScope.swift"),
    piece(1567, 1601, "Core/UI/Component/ParentView.swift"),
    piece(1607, 1687, "Feature/User/UI/List/UserListStore.swift"),
    # No place given: the functions call the API client and the repositories.
    piece(1697, 1741, "Feature/User/Data/Repository/UserRepository+Async.swift",
          fragment="free functions using an `apiClient` and repositories of a type not shown"),
    piece(1747, 1800, "Feature/User/UI/Detail/UserDetailViewModel.swift"),
    piece(1806, 1819, "Feature/User/Domain/Repository/UserRepositoryProtocol+Combine.swift"),
    piece(1821, 1835, "Feature/User/UI/List/UserListScreen.Combine.swift"),
    piece(1837, 1875, "Core/Util/Extensions.swift"),
    # No place given: a sequence of domain models over the repository protocol.
    piece(1881, 1932, "Feature/User/Domain/Model/PaginatedUsers.swift",
          fragment="`loadAllUsers()` uses a `userRepository` of a type not shown"),
    piece(1942, 2006, "Core/Domain/Model/AppError.swift"),
    piece(2012, 2037, "Core/Domain/Model/AppResult.swift"),
    piece(2039, 2051, "Feature/User/Data/Repository/UserRepository+Result.swift",
          fragment="a repository method shown without its type (\"Usage in Repository\")"),
    piece(2053, 2071, "Feature/User/UI/List/UserListViewModel+Result.swift",
          fragment="a ViewModel method shown without its type (\"Usage in ViewModel\")"),
    piece(2077, 2140, "Core/UI/UiError.swift"),
    piece(2146, 2173, "Core/UI/Component/ErrorContent.swift"),
    piece(2175, 2200, "Core/UI/Modifier/ErrorAlert.swift"),
    piece(2225, 2299, "Tests/UnitTests/Feature/User/Domain/GetUsersUseCaseTests.swift"),
    piece(2305, 2407, "Tests/UnitTests/Feature/User/UI/UserListViewModelTests.swift"),
    piece(2413, 2518, "Tests/UnitTests/Feature/User/Fakes.swift"),
    piece(2524, 2577, "Tests/UnitTests/Feature/User/UI/UserListContentSnapshotTests.swift"),
]

# 002: the tree of 002:L17-51, rooted at ProjectName/ProjectName/; headings name each file.
OBSERVABLE = [
    piece(72, 86, "Core/Config.swift"),
    piece(98, 105, "Core/Logging.swift"),
    piece(121, 137, "Core/Networking/Endpoint.swift"),
    piece(143, 192, "Core/Networking/Networking.swift"),
    piece(204, 335, "Core/Networking/NetworkService.swift"),
    piece(341, 361, "Core/Networking/ConnectivityMonitor.swift"),
    piece(374, 377, "Data/Repositories/Messages/MessagesRepo.swift"),
    piece(384, 406, "Data/Repositories/Messages/MessagesEndpoints.swift"),
    # "For POST endpoints with a body" under "2. Endpoints (`FeatureEndpoints.swift`)": the auth
    # feature's endpoints file (the DI comment, L527, names AuthRepo).
    piece(411, 420, "Data/Repositories/Auth/AuthEndpoints.swift",
          expect("naming-role-suffix", 411, 'contradicts 002:L820 "Grouped in namespace enums": the fragment shows the '
                 "endpoint struct alone, and copied as shown it sits outside an <F>Endpoints enum"),
          fragment="an endpoint struct shown without its namespace enum"),
    piece(427, 443, "Data/Repositories/Messages/MessagesRepository.swift"),
    piece(450, 464, "Data/Models/User.swift"),
    piece(481, 540, "Core/DI/DependencyContainer.swift"),
    piece(549, 563, "Core/Navigation/RouteManager.swift"),
    piece(570, 576, "Core/Navigation/Destinations.swift"),
    piece(591, 614, "Features/Home/HomeViewModel.swift"),
    piece(619, 629, "Features/Login/LoginViewModel.swift"),
    piece(638, 649, "Features/Home/HomeView.swift"),
    # Fragments: "Called from ContentView as:" (L652), and the retry pattern of a data-fetching view.
    piece(654, 654, "App/ContentView.HomeView.swift", fragment="an expression (\"Called from ContentView as:\")"),
    piece(659, 659, "App/ContentView.LoginView.swift", fragment="an expression (\"Pattern for simple ViewModels\")"),
    piece(667, 678, "Features/Home/HomeView.ErrorRetry.swift", fragment="statements of a view's body"),
    piece(688, 705, "App/ProjectNameApp.swift"),
    piece(711, 745, "App/ContentView.swift"),
    piece(757, 787, "Shared/Views/LoginCard.swift"),
]

# 004: SPM modules (004:L21-55) under Packages/, the app target (no package) under App/, and the
# app's tests (`@testable import MyApp`) under MyAppTests/. The templates' feature is called
# "Feature", so its module is FeatureFeature (L27: AuthFeature, ProfileFeature, …).
MODULAR = [
    # The ViewState/ViewData template: the view state is the feature's (L45); FeatureItem is an
    # entity and FeatureError the error the use cases throw (L960), so both are Domain's (L49).
    piece(240, 319, "Packages/Sources/FeatureFeature/FeatureViewState.swift"),
    piece(321, 328, "Packages/Sources/Domain/FeatureItem.swift"),
    piece(330, 346, "Packages/Sources/Domain/FeatureError.swift"),
    piece(352, 483, "Packages/Sources/FeatureFeature/FeatureViewModel.swift"),
    piece(485, 506, "Packages/Sources/FeatureFeature/FeatureViewData+Copy.swift"),
    # FeatureError.from(_:) is called by the use cases (L960): it goes with FeatureError.
    piece(508, 519, "Packages/Sources/Domain/FeatureError+From.swift"),
    piece(525, 842, "Packages/Sources/FeatureFeature/FeatureView.swift",
          expect("no-navigationview", 561, 'contradicts 004:L182 "Use NavigationStack for iOS 16+": '
                 "the template wraps its content in NavigationView")),
    piece(848, 929, "Packages/Sources/FeatureFeature/FeatureViewPreviews.swift"),
    piece(935, 995, "Packages/Sources/Domain/FeatureUseCases.swift"),
    # Repository protocols are Domain's (L49), implementations and data sources Data's (L50).
    piece(1001, 1007, "Packages/Sources/Domain/FeatureRepository.swift"),
    piece(1009, 1087, "Packages/Sources/Data/FeatureRepositoryImpl.swift"),
    piece(1089, 1101, "Packages/Sources/Data/FeatureDataSources.swift"),
    # The app module holds the main navigation (L38); destinations are in the features' public API (L202).
    piece(1109, 1145, "App/Navigation/AppCoordinator.swift"),
    piece(1151, 1179, "App/Navigation/AppDestination.swift"),
    piece(1181, 1196, "Packages/Sources/FeatureFeature/FeatureDestination.swift"),
    piece(1198, 1213, "Packages/Sources/ProfileFeature/ProfileDestination.swift"),
    # The block names its two files: "// App.swift" and "// ContentView.swift".
    piece(1219, 1235, "App/App.swift"),
    piece(1237, 1373, "App/ContentView.swift"),
    piece(1379, 1471, "App/DI/DIContainer.swift"),
    piece(1479, 1623, "MyAppTests/FeatureViewModelTests.swift"),
    piece(1629, 1688, "MyAppTests/FeatureViewTests.swift"),
]

MODULAR_MANIFEST = """\
// swift-tools-version: 5.9
// Written by Scripts/extract-seed-blocks.py, not taken from seed 004 (it shows no manifest): the
// local package of the modules seed 004's blocks are placed in (004:L25-29 "Use local Swift
// packages for clean module separation"), with the edges its templates use (004:L1749-1755).
import PackageDescription

let package = Package(
    name: "Packages",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "FeatureFeature", targets: ["FeatureFeature"]),
        .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
    ],
    targets: [
        .target(name: "Domain"),
        .target(name: "Data", dependencies: ["Domain"]),
        .target(name: "FeatureFeature", dependencies: ["Domain"]),
        .target(name: "ProfileFeature"),
    ]
)
"""

# seed → (preset, folder under Fixtures/seeds, app root inside it, pieces, extra files)
SEEDS = {
    "000": ("layered-mvvm", "MyApp", LAYERED, {}),
    "003": ("layered-mvvm", "MyApp", LAYERED, {}),
    "002": ("observable-mvvm", "ProjectName/ProjectName", OBSERVABLE, {}),
    "004": ("modular-clean", "", MODULAR, {"Packages/Package.swift": MODULAR_MANIFEST}),
}


def seed_file(seeds_dir, seed):
    for name in sorted(os.listdir(seeds_dir)):
        if name.startswith(seed + "_") and name.endswith(".txt"):
            return os.path.join(seeds_dir, name)
    sys.exit(f"no seed {seed}_*.txt in {seeds_dir}")


def swift_blocks(lines):
    """(first, last, heading) of each ```swift block's content, 1-based and inclusive."""
    blocks, heading, index = [], "", 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("#"):
            heading = line
        if line.startswith("```swift"):
            end = index + 1
            while not lines[end].startswith("```"):
                end += 1
            blocks.append((index + 2, end, heading))
            index = end
        index += 1
    return blocks


def plan(seed, lines):
    """The pieces of `seed`, each with its block, after checking they cover every code line once."""
    pieces = SEEDS[seed][2]
    blocks = swift_blocks(lines)
    placed = []
    for first, last, heading in blocks:
        inside = sorted(p for p in pieces if first <= p[0] <= last)
        if not inside:
            sys.exit(f"seed {seed}: block L{first}-{last} ({heading}) has no placement")
        expected_start = first
        for start, end, path, expects, fragment in inside:
            if end > last:
                sys.exit(f"seed {seed}: piece L{start}-{end} runs past its block L{first}-{last}")
            if any(line.strip() for line in lines[expected_start - 1:start - 1]):
                sys.exit(f"seed {seed}: lines L{expected_start}-{start - 1} of block L{first}-{last} are in no piece")
            for rule, line, _ in expects:
                if not start <= line <= end:
                    sys.exit(f"seed {seed}: {path} expects {rule} at L{line}, outside L{start}-{end}")
            placed.append((start, end, path, expects, fragment, (first, last, heading)))
            expected_start = end + 1
        if any(line.strip() for line in lines[expected_start - 1:last]):
            sys.exit(f"seed {seed}: lines L{expected_start}-{last} of block L{first}-{last} are in no piece")
    stray = [p for p in pieces if not any(b[0] <= p[0] <= b[1] for b in blocks)]
    if stray:
        sys.exit(f"seed {seed}: pieces outside any block: {stray}")
    paths = [p[2] for p in pieces]
    if len(set(paths)) != len(paths):
        sys.exit(f"seed {seed}: two pieces share a path")
    return blocks, placed


def header(seed, start, end, expects, fragment, block):
    first, last, heading = block
    lines = [f"// seed {seed}:L{start}-{end}, recommended (block L{first}-{last}, \"{heading}\")"]
    if fragment:
        lines.append(f"// fragment: {fragment}")
    for rule, line, why in expects:
        lines.append(f"// expects {rule} at {seed}:L{line}: {why}")
    lines.append("// ---")
    return lines


INDEX_INTRO = """\
# The seeds' own code, placed where each seed says it lives

Written by `Scripts/extract-seed-blocks.py` from the seed documents (`../shared/seeds`); do not edit.
Every ```swift block of seeds 000, 002, 003 (000's Japanese translation, aligned line for line:
same placement, translated comments and strings) and 004 is here, verbatim, after a header naming
its seed lines. `SeedBlockTests` lints each folder with its seed's preset: recommended code must
give no finding, except where the header expects one because a sentence of the same seed forbids
what the code shows (the header cites it). When the seeds are present, the same test compares
these files with the seed text and checks the presets' citations; without them, those two tests
are skipped and the lint runs on these copies.

None of the seeds shows a block as wrong (no ❌, "don't" or "avoid" is attached to a code block;
their prohibitions are prose, which the preset fixture apps under `Fixtures/<preset>/violating`
exercise), so every block is recommended code.

A block is cut into pieces at blank lines between declarations where the seed's tree or module
list puts them in different places. Fragments (statements, a method shown without its type) are
placed as they are: archlint reads tokens, so rules scoped by folder or module check them, rules
scoped to a type (`within: ViewModel$`) do not see them. Whole blocks also name types their seed
never declares (`AuthManager` in 002, `AnalyticsRepositoryProtocol` and `Post` in 000, `HomeView`
and `SettingsViewModel` in 004): archlint leaves such names unresolved, so only rules that match
names see them. Seed 004 shows no manifest; `004/Packages/Package.swift` is written by the script.
"""


def index(tables):
    text = INDEX_INTRO
    for seed, preset, root, blocks, placed in tables:
        expected = sum(len(p[3]) for p in placed)
        text += f"\n## Seed {seed}, preset `{preset}` (root `{seed}{'/' + root if root else ''}`)\n\n"
        text += (f"{len(blocks)} blocks in {len(placed)} files, all recommended; "
                 f"{sum(1 for p in placed if p[4])} fragments; {expected} expected finding{'s' if expected != 1 else ''}.\n\n")
        text += "| block | lines | placed at | result |\n|---|---|---|---|\n"
        for start, end, path, expects, fragment, (first, last, heading) in placed:
            result = "; ".join(f"`{rule}` at L{line}: {why}" for rule, line, why in expects) or "0 findings"
            note = f" (fragment: {fragment})" if fragment else ""
            text += f"| L{first}-{last} {heading.lstrip('# ')} | L{start}-{end} | `{path}`{note} | {result} |\n"
    return text


def generate(seeds_dir, output):
    tables = []
    for seed, (preset, app, _, extra) in SEEDS.items():
        lines = open(seed_file(seeds_dir, seed), encoding="utf-8").read().split("\n")
        base = os.path.join(output, seed)
        blocks, placed = plan(seed, lines)
        for start, end, path, expects, fragment, block in placed:
            target = os.path.join(base, app, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            text = header(seed, start, end, expects, fragment, block) + lines[start - 1:end]
            with open(target, "w", encoding="utf-8") as file:
                file.write("\n".join(text) + "\n")
        for path, text in extra.items():
            target = os.path.join(base, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as file:
                file.write(text)
        tables.append((seed, preset, app, blocks, placed))
    with open(os.path.join(output, "README.md"), "w", encoding="utf-8") as file:
        file.write(index(tables))


def default_seeds():
    """$ARCHLINT_SEEDS, else a shared/seeds folder next to the repository or a folder above it."""
    if os.environ.get("ARCHLINT_SEEDS"):
        return os.environ["ARCHLINT_SEEDS"]
    folder = os.path.dirname(ROOT)
    while True:
        candidate = os.path.join(folder, "shared", "seeds")
        if os.path.isdir(candidate) or os.path.dirname(folder) == folder:
            return candidate
        folder = os.path.dirname(folder)


def differences(left, right):
    comparison = filecmp.dircmp(left, right)
    found = [f"only in the committed copy: {name}" for name in comparison.left_only]
    found += [f"missing from the committed copy: {name}" for name in comparison.right_only]
    found += [f"differs: {name}" for name in comparison.diff_files]
    for name, sub in comparison.subdirs.items():
        found += [f"{name}/{line}" for line in differences(sub.left, sub.right)]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", default=default_seeds(), help="folder of the seed documents (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="compare with the committed copy instead of writing")
    arguments = parser.parse_args()
    if not os.path.isdir(arguments.seeds):
        sys.exit(f"no seed folder at {arguments.seeds} (pass --seeds DIR or set ARCHLINT_SEEDS)")
    if arguments.check:
        with tempfile.TemporaryDirectory() as scratch:
            generate(arguments.seeds, scratch)
            found = [f"{seed}/{line}" for seed in SEEDS for line in differences(os.path.join(OUTPUT, seed), os.path.join(scratch, seed))]
            if not filecmp.cmp(os.path.join(OUTPUT, "README.md"), os.path.join(scratch, "README.md"), shallow=False):
                found.append("differs: README.md")
        print("\n".join(found) if found else "Fixtures/seeds is up to date")
        sys.exit(1 if found else 0)
    for seed in SEEDS:
        shutil.rmtree(os.path.join(OUTPUT, seed), ignore_errors=True)
    generate(arguments.seeds, OUTPUT)
    print(f"wrote {sum(len(SEEDS[s][2]) for s in SEEDS)} pieces under {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
