import ThemeDemo

// Prints every theme's summary: the end-to-end test reads these lines after each build.
for id in ThemeID.allCases {
    print(summary(of: id.theme))
}
