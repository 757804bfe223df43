// Recorded from schemas/ by `THEMEGEN_RECORD=1 swift test --filter JSONSchemaTests`: edit the schemas,
// not this file (JSONSchemaTests fails when the two differ).

enum JSONSchemaText {
    /// schemas/config.schema.json.
    static let config = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://raw.githubusercontent.com/your-org/ThemeGen/main/schemas/config.schema.json",
          "title": "themegen.yml",
          "description": "ThemeGen's configuration, shared by the themegen CLI (--config) and both plugins. Every key is optional; a command-line flag wins over the file, which wins over the default. Paths are relative to the folder holding the file. See docs/Config.md.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "inputs": {
              "description": "Theme files or folders to read; a folder is read whole, an asset catalog only when named itself. Default for the plugins: the target's theme files.",
              "oneOf": [
                {
                  "$ref": "#/$defs/path"
                },
                {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/path"
                  }
                }
              ]
            },
            "styleSheets": {
              "description": "Property lists among the inputs to read as Apptentive style sheets whatever keys they hold.",
              "oneOf": [
                {
                  "$ref": "#/$defs/path"
                },
                {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/path"
                  }
                }
              ]
            },
            "output": {
              "$ref": "#/$defs/path",
              "description": "The Swift file `themegen generate` and the command plugin write (the build plugin writes into its own work folder). Default: Generated/Themes.swift beside the config.",
              "examples": [
                "Generated/Themes.swift"
              ]
            },
            "access": {
              "description": "The access level of the generated declarations.",
              "enum": [
                "internal",
                "public",
                "package"
              ],
              "default": "internal"
            },
            "typePrefix": {
              "type": "string",
              "description": "Put before the name of every generated type (AppThemeID, AppThemeColor, …); it must start a Swift type name.",
              "examples": [
                "App"
              ]
            },
            "template": {
              "$ref": "#/$defs/path",
              "description": "A Mustache template to use instead of the default (docs/Templates.md).",
              "examples": [
                "Templates/Ours.swift.mustache"
              ]
            },
            "storageKey": {
              "type": "string",
              "description": "The UserDefaults key the chosen theme is stored under, over the theme files' storageKey (default: Theme).",
              "examples": [
                "AppTheme"
              ]
            },
            "warningsAsErrors": {
              "type": "boolean",
              "description": "Whether warnings fail the run (and the build).",
              "default": false
            },
            "units": {
              "description": "How dimensions in px and rem become points.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "px": {
                  "description": "Points in one px.",
                  "type": "number",
                  "minimum": 0.01,
                  "maximum": 1000,
                  "default": 1
                },
                "rem": {
                  "description": "Points in one rem.",
                  "type": "number",
                  "minimum": 0.01,
                  "maximum": 1000,
                  "default": 16
                }
              },
              "examples": [
                {
                  "px": 1,
                  "rem": 16
                }
              ]
            },
            "tokens": {
              "description": "For DTCG resolvers: which modifiers make themes, which one is the appearance, and which of its contexts are which appearance (docs/Tokens.md). By default the modifier with light/dark contexts is the appearance and every other one makes themes.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "themes": {
                  "description": "The modifier (or modifiers) whose contexts are themes.",
                  "oneOf": [
                    {
                      "$ref": "#/$defs/path"
                    },
                    {
                      "type": "array",
                      "items": {
                        "$ref": "#/$defs/path"
                      }
                    }
                  ]
                },
                "appearance": {
                  "type": "string",
                  "description": "The modifier whose contexts are appearances."
                },
                "appearances": {
                  "description": "The appearance modifier's contexts that are each appearance.",
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "light": {
                      "type": "string",
                      "description": "The context that is the light appearance."
                    },
                    "dark": {
                      "type": "string",
                      "description": "The context that is the dark appearance."
                    },
                    "lightHighContrast": {
                      "type": "string",
                      "description": "The context that is the light high-contrast appearance."
                    },
                    "darkHighContrast": {
                      "type": "string",
                      "description": "The context that is the dark high-contrast appearance."
                    }
                  }
                }
              },
              "examples": [
                {
                  "themes": "brand",
                  "appearance": "mode"
                }
              ]
            },
            "contrast": {
              "description": "Colour pairs that must contrast, in every file's themes (docs/ThemeFormat.md, \"Contrast\").",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "foreground",
                  "background"
                ],
                "properties": {
                  "foreground": {
                    "$ref": "#/$defs/colorKey",
                    "description": "The text colour, such as colors.text."
                  },
                  "background": {
                    "$ref": "#/$defs/colorKey",
                    "description": "The colour behind it, such as colors.background."
                  },
                  "minimum": {
                    "type": "number",
                    "minimum": 1,
                    "maximum": 21,
                    "description": "The least WCAG contrast ratio.",
                    "default": 4.5
                  }
                }
              },
              "examples": [
                [
                  {
                    "foreground": "colors.text",
                    "background": "colors.background",
                    "minimum": 4.5
                  }
                ]
              ]
            },
            "preview": {
              "description": "What `themegen preview` embeds in its page.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "fonts": {
                  "description": "Font files (.ttf, .otf, .woff, .woff2, at most 20 MB each) by the family, or a face's full name, the themes ask for.",
                  "type": "object",
                  "additionalProperties": {
                    "$ref": "#/$defs/path"
                  },
                  "examples": [
                    {
                      "Inter Semibold": "Fonts/Inter-SemiBold.ttf"
                    }
                  ]
                }
              }
            },
            "assetCatalogs": {
              "description": "The theme each asset catalog among the inputs is read as, by the catalog's path (default: the catalog's name, Colors.xcassets → Colors); a catalog that is not among the inputs is an error.",
              "type": "object",
              "additionalProperties": {
                "type": "string",
                "minLength": 1
              },
              "examples": [
                {
                  "Colors.xcassets": "Harbor"
                }
              ]
            },
            "assets": {
              "description": "How `themegen assets` and `generate-themes --assets` write the themes' asset catalog (docs/AssetCatalogs.md).",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "output": {
                  "type": "string",
                  "pattern": "\\.[xX][cC][aA][sS][sS][eE][tT][sS]/?$",
                  "description": "The .xcassets folder to write. Default: Generated/Themes.xcassets beside the config.",
                  "examples": [
                    "Resources/Colors.xcassets"
                  ]
                },
                "accentColor": {
                  "type": "string",
                  "description": "The colour key of the default theme written as AccentColor.",
                  "examples": [
                    "accent"
                  ]
                },
                "defaultAtTopLevel": {
                  "type": "boolean",
                  "description": "With several themes, also write the default theme's colour sets at the top level.",
                  "default": false
                }
              }
            }
          },
          "$defs": {
            "path": {
              "type": "string",
              "minLength": 1,
              "description": "A path relative to the folder holding themegen.yml."
            },
            "colorKey": {
              "type": "string",
              "pattern": "^\\{?colors\\..+\\}?$"
            }
          },
          "examples": [
            {
              "inputs": [
                "Themes"
              ],
              "output": "Generated/Themes.swift",
              "access": "public"
            }
          ]
        }

        """#
}
