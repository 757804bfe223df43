import ThemeDemo

// Prints every theme's summary and where the choice is stored: the end-to-end test reads these lines
// after each build.
for id in ThemeID.allCases {
    print(summary(of: id.theme))
}
print("The chosen theme is stored under \(ThemeSelection.storageKey).")
