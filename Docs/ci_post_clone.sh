#!/bin/sh
# Xcode Cloud sample: copy to ci_scripts/ci_post_clone.sh in your repository (executable), and set
# ARCHLINT_GIT (the URL you clone archlint from) and ARCHLINT_COMMIT (the commit to pin; a tag once
# one is published) as environment variables of the workflow. Xcode Cloud runs it after cloning:
# archlint is built (release, the `archlint` product alone) and lints the repository with its
# .archlint.json and baseline; error findings fail the build.
set -eu
git clone --quiet "$ARCHLINT_GIT" "$CI_DERIVED_DATA_PATH/archlint"
git -C "$CI_DERIVED_DATA_PATH/archlint" checkout --quiet "$ARCHLINT_COMMIT"
make -C "$CI_DERIVED_DATA_PATH/archlint" install PREFIX="$CI_DERIVED_DATA_PATH/archlint-prefix"
"$CI_DERIVED_DATA_PATH/archlint-prefix/bin/archlint" lint "$CI_PRIMARY_REPOSITORY_PATH"
