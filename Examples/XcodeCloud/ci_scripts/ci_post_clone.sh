#!/bin/sh
# Xcode Cloud runs this after cloning the repository (ci_scripts/ at the root of the repository, or
# beside the .xcodeproj or .xcworkspace the workflow builds). A CI machine cannot answer Xcode's
# "Trust & Enable" question for a package plugin, so the build would stop at ThemeGenPlugin: these
# defaults skip that check, for package plugins and for macros. The first key's spelling
# ("Validatation") is Xcode's own.
set -e
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
