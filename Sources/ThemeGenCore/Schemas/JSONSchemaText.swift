// Recorded from schemas/ by `THEMEGEN_RECORD=1 swift test --filter JSONSchemaTests`: edit the schemas,
// not this file (JSONSchemaTests fails when the two differ).

enum JSONSchemaText {
    /// schemas/theme.schema.json.
    static let theme = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://raw.githubusercontent.com/your-org/ThemeGen/main/schemas/theme.schema.json",
          "title": "ThemeGen theme file",
          "description": "A ThemeGen theme file (YAML or JSON): named themes with colours, fonts and other values, checked and generated into typed Swift by themegen. See docs/ThemeFormat.md.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "themes"
          ],
          "properties": {
            "themes": {
              "type": "object",
              "description": "Theme display name → theme.",
              "additionalProperties": {
                "$ref": "#/$defs/theme"
              }
            },
            "defaultTheme": {
              "type": "string",
              "description": "The theme used when nothing is stored or the stored id is unknown; must name a theme. Without it, the first theme in input order."
            },
            "storageKey": {
              "type": "string",
              "minLength": 1,
              "description": "The UserDefaults key the selected theme's id is stored under; default Theme."
            },
            "swiftNames": {
              "type": "object",
              "additionalProperties": false,
              "description": "Swift names for keys, by group: { colors: { self: selfColor } }.",
              "properties": {
                "colors": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "fonts": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "numbers": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "dimensions": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "insets": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "shadows": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "gradients": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "durations": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "opacities": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "booleans": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "strings": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                },
                "values": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "string"
                  }
                }
              }
            },
            "contrast": {
              "type": "array",
              "description": "Colour pairs that must contrast.",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "foreground",
                  "background"
                ],
                "properties": {
                  "foreground": {
                    "type": "string"
                  },
                  "background": {
                    "type": "string"
                  },
                  "minimum": {
                    "type": "number",
                    "minimum": 1,
                    "maximum": 21,
                    "default": 4.5
                  }
                }
              }
            },
            "apptentive": {
              "type": "boolean",
              "description": "Generate every theme's settings for the Apptentive SDK and applyToApptentive()."
            }
          },
          "$defs": {
            "theme": {
              "description": "A theme: its id, what it inherits, and its values by group. An empty theme (null) is allowed, usually with extends.",
              "anyOf": [
                {
                  "type": "null"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "type": "string",
                      "minLength": 1,
                      "description": "The id stored in UserDefaults; defaults to the display name. Keep it stable when you rename a theme."
                    },
                    "extends": {
                      "type": "string",
                      "description": "The display name of the theme to inherit from."
                    },
                    "swiftName": {
                      "type": "string",
                      "description": "The ThemeID case name, instead of the one the naming rules give."
                    },
                    "typography": {
                      "type": "object",
                      "additionalProperties": false,
                      "description": "The font family, faces and size adjustment the theme's styled fonts use.",
                      "properties": {
                        "family": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "description": "The font family; null (or absent) means the system font."
                        },
                        "faces": {
                          "type": "object",
                          "additionalProperties": false,
                          "description": "Face names by weight; null or \"\" means the family alone.",
                          "properties": {
                            "ultraLight": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "thin": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "light": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "regular": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "medium": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "semibold": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "bold": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "heavy": {
                              "type": [
                                "string",
                                "null"
                              ]
                            },
                            "black": {
                              "type": [
                                "string",
                                "null"
                              ]
                            }
                          }
                        },
                        "sizeAdjustment": {
                          "type": "number",
                          "minimum": 0.01,
                          "maximum": 100,
                          "default": 1,
                          "description": "Multiplies the size of every styled font."
                        }
                      }
                    },
                    "appearance": {
                      "type": "object",
                      "additionalProperties": false,
                      "description": "The standard UIKit chrome: bars, tables, cells, tint and status bar. Every value is a colour or a font, or a reference to one.",
                      "properties": {
                        "tint": {
                          "$ref": "#/$defs/color",
                          "description": "The windows' tint."
                        },
                        "statusBar": {
                          "enum": [
                            "default",
                            "lightContent",
                            "darkContent"
                          ],
                          "description": "The status bar's style."
                        },
                        "navigationBar": {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "background": {
                              "$ref": "#/$defs/color"
                            },
                            "title": {
                              "$ref": "#/$defs/color"
                            },
                            "titleFont": {
                              "$ref": "#/$defs/font"
                            },
                            "largeTitle": {
                              "$ref": "#/$defs/color"
                            },
                            "largeTitleFont": {
                              "$ref": "#/$defs/font"
                            },
                            "buttons": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        },
                        "tabBar": {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "background": {
                              "$ref": "#/$defs/color"
                            },
                            "selected": {
                              "$ref": "#/$defs/color"
                            },
                            "unselected": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        },
                        "toolbar": {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "background": {
                              "$ref": "#/$defs/color"
                            },
                            "buttons": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        },
                        "tableView": {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "background": {
                              "$ref": "#/$defs/color"
                            },
                            "separator": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        },
                        "cell": {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "background": {
                              "$ref": "#/$defs/color"
                            }
                          }
                        }
                      }
                    },
                    "colors": {
                      "$ref": "#/$defs/colorGroup",
                      "description": "The theme's colours, key → colour."
                    },
                    "fonts": {
                      "$ref": "#/$defs/fontGroup",
                      "description": "The theme's fonts, key → font."
                    },
                    "numbers": {
                      "$ref": "#/$defs/numberGroup",
                      "description": "Plain numbers, key → number."
                    },
                    "dimensions": {
                      "$ref": "#/$defs/dimensionGroup",
                      "description": "Lengths in points (spacing, radii), key → dimension."
                    },
                    "insets": {
                      "$ref": "#/$defs/insetsGroup",
                      "description": "Four lengths by edge, key → insets."
                    },
                    "shadows": {
                      "$ref": "#/$defs/shadowGroup",
                      "description": "Shadows, key → one layer or a list of layers."
                    },
                    "gradients": {
                      "$ref": "#/$defs/gradientGroup",
                      "description": "Gradients, key → gradient."
                    },
                    "durations": {
                      "$ref": "#/$defs/durationGroup",
                      "description": "Durations in seconds, key → duration."
                    },
                    "opacities": {
                      "$ref": "#/$defs/opacityGroup",
                      "description": "Opacities from 0 to 1, key → opacity."
                    },
                    "booleans": {
                      "$ref": "#/$defs/booleanGroup",
                      "description": "Booleans, key → true or false."
                    },
                    "strings": {
                      "$ref": "#/$defs/stringGroup",
                      "description": "Strings, key → string."
                    },
                    "values": {
                      "$ref": "#/$defs/valueGroup",
                      "description": "Enum-like values, key → value."
                    }
                  }
                }
              ]
            },
            "reference": {
              "type": "string",
              "pattern": "^\\{[^{}]+\\}$",
              "description": "A reference to another value of the theme: \"{colors.primary}\"."
            },
            "length": {
              "description": "A length: points as a number, or \"16pt\", \"24px\", \"1.5rem\", or a reference such as \"{dimensions.gutter}\".",
              "type": [
                "number",
                "string"
              ]
            },
            "colorText": {
              "type": "string",
              "description": "A colour: #RGB, #RGBA, #RRGGBB or #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), oklch(), oklab(), color(display-p3 …), a system colour, or a reference such as \"{colors.primary}\".",
              "examples": [
                "#0077BE",
                "rgba(0, 0, 0, 0.5)",
                "color(display-p3 1 0.2 0.1)",
                "systemBlue",
                "{colors.primary}"
              ],
              "anyOf": [
                {
                  "pattern": "^(#|rgba?\\(|hsla?\\(|oklch\\(|oklab\\(|color\\(|\\{)"
                },
                {
                  "enum": [
                    "label",
                    "secondaryLabel",
                    "tertiaryLabel",
                    "quaternaryLabel",
                    "link",
                    "placeholderText",
                    "separator",
                    "opaqueSeparator",
                    "systemBackground",
                    "secondarySystemBackground",
                    "tertiarySystemBackground",
                    "systemGroupedBackground",
                    "secondarySystemGroupedBackground",
                    "tertiarySystemGroupedBackground",
                    "systemFill",
                    "secondarySystemFill",
                    "tertiarySystemFill",
                    "quaternarySystemFill",
                    "systemRed",
                    "systemOrange",
                    "systemYellow",
                    "systemGreen",
                    "systemMint",
                    "systemTeal",
                    "systemCyan",
                    "systemBlue",
                    "systemIndigo",
                    "systemPurple",
                    "systemPink",
                    "systemBrown",
                    "systemGray",
                    "systemGray2",
                    "systemGray3",
                    "systemGray4",
                    "systemGray5",
                    "systemGray6"
                  ]
                }
              ]
            },
            "color": {
              "description": "A colour, written as text or as a mapping of its variants, components or the colour it is made from.",
              "anyOf": [
                {
                  "$ref": "#/$defs/colorText"
                },
                {
                  "$ref": "#/$defs/colorMapping"
                }
              ]
            },
            "colorMapping": {
              "type": "object",
              "additionalProperties": false,
              "minProperties": 1,
              "description": "{ light, dark, lightHighContrast, darkHighContrast } variants; { red, green, blue, alpha } components from 0 to 1; { ref, alpha }: another colour at an opacity; { mix: [a, b], weight }: two colours mixed.",
              "properties": {
                "light": {
                  "$ref": "#/$defs/color",
                  "description": "The colour in the light appearance."
                },
                "dark": {
                  "$ref": "#/$defs/color",
                  "description": "The colour in the dark appearance."
                },
                "lightHighContrast": {
                  "$ref": "#/$defs/color",
                  "description": "The colour in the lightHighContrast appearance."
                },
                "darkHighContrast": {
                  "$ref": "#/$defs/color",
                  "description": "The colour in the darkHighContrast appearance."
                },
                "red": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "The red component, from 0 to 1."
                },
                "green": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "The green component, from 0 to 1."
                },
                "blue": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "The blue component, from 0 to 1."
                },
                "alpha": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "The alpha component, from 0 to 1."
                },
                "ref": {
                  "$ref": "#/$defs/color",
                  "description": "The colour this one is made from."
                },
                "mix": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/color"
                  },
                  "minItems": 2,
                  "maxItems": 2,
                  "description": "The two colours mixed."
                },
                "weight": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1,
                  "description": "How much of the first colour of 'mix', from 0 to 1."
                }
              }
            },
            "colorEntry": {
              "anyOf": [
                {
                  "$ref": "#/$defs/color"
                },
                {
                  "$ref": "#/$defs/colorGroup"
                }
              ]
            },
            "colorGroup": {
              "type": "object",
              "description": "A nested group of colours; its keys cannot be a colour's reserved names.",
              "additionalProperties": {
                "$ref": "#/$defs/colorEntry"
              },
              "propertyNames": {
                "not": {
                  "enum": [
                    "light",
                    "dark",
                    "lightHighContrast",
                    "darkHighContrast",
                    "red",
                    "green",
                    "blue",
                    "alpha",
                    "ref",
                    "mix",
                    "weight"
                  ]
                }
              }
            },
            "fontMapping": {
              "type": "object",
              "additionalProperties": false,
              "minProperties": 1,
              "description": "{ weight, size, textStyle } (a styled font in the typography's family) or { name, size } (a font by its full name), with an optional lineHeight and letterSpacing.",
              "properties": {
                "weight": {
                  "description": "One of the nine weights, lightest first, or a number from 100 to 900 in hundreds.",
                  "anyOf": [
                    {
                      "enum": [
                        "ultraLight",
                        "thin",
                        "light",
                        "regular",
                        "medium",
                        "semibold",
                        "bold",
                        "heavy",
                        "black"
                      ]
                    },
                    {
                      "type": "number",
                      "enum": [
                        100,
                        200,
                        300,
                        400,
                        500,
                        600,
                        700,
                        800,
                        900
                      ]
                    }
                  ]
                },
                "size": {
                  "description": "Points, from 0.1 to 10,000, or a reference to a number or dimension.",
                  "anyOf": [
                    {
                      "type": "number",
                      "minimum": 0.1,
                      "maximum": 10000
                    },
                    {
                      "$ref": "#/$defs/reference"
                    }
                  ]
                },
                "textStyle": {
                  "description": "The Dynamic Type style that scales the size.",
                  "enum": [
                    "largeTitle",
                    "title1",
                    "title2",
                    "title3",
                    "headline",
                    "subheadline",
                    "body",
                    "callout",
                    "footnote",
                    "caption1",
                    "caption2",
                    "title",
                    "caption"
                  ]
                },
                "name": {
                  "type": "string",
                  "minLength": 1,
                  "description": "The font's full name (PostScript name), used at exactly 'size'."
                },
                "lineHeight": {
                  "type": [
                    "number",
                    "string"
                  ],
                  "description": "A multiple of the size (1.5, \"150%\", \"1.5em\") or points (\"24pt\", \"24px\", \"1.5rem\", \"{dimensions.leading}\")."
                },
                "letterSpacing": {
                  "type": [
                    "number",
                    "string"
                  ],
                  "description": "Points (-0.43, \"{dimensions.tracking}\") or a fraction of the size (\"-2%\", \"0.05em\")."
                }
              },
              "examples": [
                {
                  "weight": "bold",
                  "size": 20,
                  "textStyle": "headline"
                },
                {
                  "name": "Helvetica-Oblique",
                  "size": 12
                }
              ]
            },
            "font": {
              "anyOf": [
                {
                  "$ref": "#/$defs/reference"
                },
                {
                  "$ref": "#/$defs/fontMapping"
                }
              ]
            },
            "fontEntry": {
              "anyOf": [
                {
                  "$ref": "#/$defs/font"
                },
                {
                  "$ref": "#/$defs/fontGroup"
                }
              ]
            },
            "fontGroup": {
              "type": "object",
              "description": "A nested group of fonts; its keys cannot be a font's field names.",
              "additionalProperties": {
                "$ref": "#/$defs/fontEntry"
              },
              "propertyNames": {
                "not": {
                  "enum": [
                    "weight",
                    "size",
                    "textStyle",
                    "name",
                    "lineHeight",
                    "letterSpacing"
                  ]
                }
              }
            },
            "numberEntry": {
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "$ref": "#/$defs/reference"
                },
                {
                  "$ref": "#/$defs/numberGroup"
                }
              ]
            },
            "numberGroup": {
              "type": "object",
              "description": "A nested group of numbers.",
              "additionalProperties": {
                "$ref": "#/$defs/numberEntry"
              }
            },
            "dimensionEntry": {
              "anyOf": [
                {
                  "$ref": "#/$defs/length"
                },
                {
                  "$ref": "#/$defs/dimensionGroup"
                }
              ]
            },
            "dimensionGroup": {
              "type": "object",
              "description": "A nested group of dimensions.",
              "additionalProperties": {
                "$ref": "#/$defs/dimensionEntry"
              }
            },
            "insetsMapping": {
              "type": "object",
              "additionalProperties": false,
              "minProperties": 1,
              "description": "Lengths by edge; an edge left out is 0.",
              "properties": {
                "top": {
                  "$ref": "#/$defs/length",
                  "description": "The top inset."
                },
                "leading": {
                  "$ref": "#/$defs/length",
                  "description": "The leading inset."
                },
                "bottom": {
                  "$ref": "#/$defs/length",
                  "description": "The bottom inset."
                },
                "trailing": {
                  "$ref": "#/$defs/length",
                  "description": "The trailing inset."
                }
              }
            },
            "insetsEntry": {
              "anyOf": [
                {
                  "type": "number"
                },
                {
                  "type": "string",
                  "description": "\"8 16\", \"8 16 4\", \"1 2 3 4\" (CSS order), or a reference."
                },
                {
                  "$ref": "#/$defs/insetsMapping"
                },
                {
                  "$ref": "#/$defs/insetsGroup"
                }
              ]
            },
            "insetsGroup": {
              "type": "object",
              "description": "A nested group of insets; its keys cannot be an edge's name.",
              "additionalProperties": {
                "$ref": "#/$defs/insetsEntry"
              },
              "propertyNames": {
                "not": {
                  "enum": [
                    "top",
                    "leading",
                    "bottom",
                    "trailing"
                  ]
                }
              }
            },
            "shadowLayer": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "color"
              ],
              "description": "One layer of a shadow.",
              "properties": {
                "color": {
                  "$ref": "#/$defs/color",
                  "description": "The shadow's colour."
                },
                "x": {
                  "description": "The horizontal offset.",
                  "type": [
                    "number",
                    "string"
                  ]
                },
                "y": {
                  "description": "The vertical offset.",
                  "type": [
                    "number",
                    "string"
                  ]
                },
                "blur": {
                  "description": "The blur, not negative.",
                  "type": [
                    "number",
                    "string"
                  ]
                },
                "spread": {
                  "description": "The spread.",
                  "type": [
                    "number",
                    "string"
                  ]
                }
              }
            },
            "shadowEntry": {
              "anyOf": [
                {
                  "$ref": "#/$defs/reference"
                },
                {
                  "$ref": "#/$defs/shadowLayer"
                },
                {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/shadowLayer"
                  },
                  "minItems": 1,
                  "description": "Layers, the first nearest the content."
                },
                {
                  "$ref": "#/$defs/shadowGroup"
                }
              ]
            },
            "shadowGroup": {
              "type": "object",
              "description": "A nested group of shadows; its keys cannot be a shadow layer's field names.",
              "additionalProperties": {
                "$ref": "#/$defs/shadowEntry"
              },
              "propertyNames": {
                "not": {
                  "enum": [
                    "color",
                    "x",
                    "y",
                    "blur",
                    "spread"
                  ]
                }
              }
            },
            "gradientStop": {
              "anyOf": [
                {
                  "$ref": "#/$defs/color"
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "color",
                    "location"
                  ],
                  "properties": {
                    "color": {
                      "$ref": "#/$defs/color"
                    },
                    "location": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    }
                  }
                }
              ]
            },
            "point": {
              "type": "array",
              "items": {
                "type": "number"
              },
              "minItems": 2,
              "maxItems": 2,
              "description": "[x, y] in the unit square, (0, 0) its top leading corner."
            },
            "gradientMapping": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "stops"
              ],
              "description": "A linear gradient ({ angle } or { start, end }) or a radial one ({ type: radial, center, radius }).",
              "properties": {
                "type": {
                  "enum": [
                    "linear",
                    "radial"
                  ],
                  "default": "linear"
                },
                "angle": {
                  "type": "number",
                  "description": "Degrees, as CSS: 0 to the top, 90 to the trailing edge, 180 (the default) to the bottom."
                },
                "start": {
                  "$ref": "#/$defs/point"
                },
                "end": {
                  "$ref": "#/$defs/point"
                },
                "center": {
                  "$ref": "#/$defs/point"
                },
                "radius": {
                  "description": "A length: points as a number, or \"16pt\", \"24px\", \"1.5rem\", or a reference such as \"{dimensions.gutter}\".",
                  "type": [
                    "number",
                    "string"
                  ]
                },
                "stops": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/gradientStop"
                  },
                  "minItems": 2,
                  "description": "At least two colours spread evenly, or { color, location } for every stop."
                }
              }
            },
            "gradientEntry": {
              "anyOf": [
                {
                  "$ref": "#/$defs/reference"
                },
                {
                  "$ref": "#/$defs/gradientMapping"
                },
                {
                  "$ref": "#/$defs/gradientGroup"
                }
              ]
            },
            "gradientGroup": {
              "type": "object",
              "description": "A nested group of gradients; its keys cannot be a gradient's field names.",
              "additionalProperties": {
                "$ref": "#/$defs/gradientEntry"
              },
              "propertyNames": {
                "not": {
                  "enum": [
                    "type",
                    "angle",
                    "start",
                    "end",
                    "center",
                    "radius",
                    "stops"
                  ]
                }
              }
            },
            "durationEntry": {
              "anyOf": [
                {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 86400
                },
                {
                  "type": "string",
                  "description": "\"250ms\", \"1.5s\", or a reference."
                },
                {
                  "$ref": "#/$defs/durationGroup"
                }
              ]
            },
            "durationGroup": {
              "type": "object",
              "description": "A nested group of durations.",
              "additionalProperties": {
                "$ref": "#/$defs/durationEntry"
              }
            },
            "opacityEntry": {
              "anyOf": [
                {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 1
                },
                {
                  "type": "string",
                  "description": "A percentage (\"40%\") or a reference."
                },
                {
                  "$ref": "#/$defs/opacityGroup"
                }
              ]
            },
            "opacityGroup": {
              "type": "object",
              "description": "A nested group of opacities.",
              "additionalProperties": {
                "$ref": "#/$defs/opacityEntry"
              }
            },
            "booleanEntry": {
              "anyOf": [
                {
                  "type": "boolean"
                },
                {
                  "$ref": "#/$defs/reference"
                },
                {
                  "$ref": "#/$defs/booleanGroup"
                }
              ]
            },
            "booleanGroup": {
              "type": "object",
              "description": "A nested group of booleans.",
              "additionalProperties": {
                "$ref": "#/$defs/booleanEntry"
              }
            },
            "stringEntry": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "$ref": "#/$defs/stringGroup"
                }
              ]
            },
            "stringGroup": {
              "type": "object",
              "description": "A nested group of strings.",
              "additionalProperties": {
                "$ref": "#/$defs/stringEntry"
              }
            },
            "valueEntry": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "$ref": "#/$defs/valueGroup"
                }
              ]
            },
            "valueGroup": {
              "type": "object",
              "description": "A nested group of values; each key becomes an enum of every value the themes give it.",
              "additionalProperties": {
                "$ref": "#/$defs/valueEntry"
              }
            }
          },
          "examples": [
            {
              "defaultTheme": "Ocean",
              "themes": {
                "Ocean": {
                  "colors": {
                    "accent": "#0077BE",
                    "banner": {
                      "light": "#D6ECF7",
                      "dark": "#06324A"
                    }
                  },
                  "fonts": {
                    "title": {
                      "weight": "bold",
                      "size": 22,
                      "textStyle": "title2"
                    }
                  }
                },
                "Forest": {
                  "extends": "Ocean",
                  "colors": {
                    "accent": "#2E7D32"
                  }
                }
              }
            }
          ]
        }

        """#
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
            "runtime": {
              "description": "Where the generated code's runtime comes from: the ThemeGenKit library, which the target depends on, or embedded in the generated file, which then needs nothing else.",
              "enum": [
                "library",
                "embedded"
              ],
              "default": "library"
            },
            "overrides": {
              "type": "boolean",
              "description": "Whether the generated Theme can carry over-the-air overrides (ThemeOverrides, selection.apply; docs/Overrides.md). Off, a Theme holds no reference and a lookup only reads the table.",
              "default": false
            },
            "split": {
              "type": "integer",
              "minimum": 1,
              "maximum": 64,
              "description": "Write the output as several files: the output file (themes, keys), NAME+Tables.swift (the tables and their lookups) and NAME+Members1.swift to NAME+MembersN.swift, the groups' members spread over N files. A large set compiles in parallel and an edited value recompiles only the tables and its member's file (docs/Config.md). The build plugin always writes 8."
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
    /// schemas/tokens.schema.json.
    static let tokens = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://raw.githubusercontent.com/your-org/ThemeGen/main/schemas/tokens.schema.json",
          "title": "ThemeGen design token file",
          "description": "A Design Tokens Community Group token file (format 2025.10, with the Color module), as ThemeGen reads it: groups of tokens with $value, $type inherited from groups, $description, $deprecated, $extends; the DTCG types and the Tokens Studio types ThemeGen accepts. Values are checked for the type a token names itself; a type it inherits from a group is checked when ThemeGen generates. See docs/Tokens.md.",
          "allOf": [
            {
              "$ref": "#/$defs/group"
            }
          ],
          "$defs": {
            "group": {
              "type": "object",
              "description": "A group: tokens and groups by name, and the group's own properties.",
              "properties": {
                "$schema": {
                  "type": "string",
                  "description": "The schema the file follows; a designtokens.org schema makes any .json file a token file."
                },
                "$type": {
                  "$ref": "#/$defs/type",
                  "description": "The type of every token inside the group that names none of its own."
                },
                "$description": {
                  "type": "string",
                  "description": "Becomes the first lines of the generated member's doc comment."
                },
                "$deprecated": {
                  "$ref": "#/$defs/deprecated"
                },
                "$extensions": {
                  "type": "object",
                  "description": "Other tools' data, keyed by reverse domain name; ThemeGen leaves it out of the output (it reads Tokens Studio's colour modifiers and notes Figma's modes, docs/Tokens.md)."
                },
                "$extends": {
                  "type": "string",
                  "pattern": "^\\{[^{}]+\\}$",
                  "description": "A group whose tokens this group has too, where it does not define them itself: \"{button}\".",
                  "examples": [
                    "{button}"
                  ]
                },
                "$ref": {
                  "type": "string",
                  "description": "As JSON Schema writes $extends, beside the group's own members: \"#/button\".",
                  "examples": [
                    "#/button"
                  ]
                },
                "$root": {
                  "$ref": "#/$defs/token",
                  "description": "The token the group itself stands for: its member root in the generated Swift."
                }
              },
              "propertyNames": {
                "anyOf": [
                  {
                    "enum": [
                      "$schema",
                      "$type",
                      "$description",
                      "$deprecated",
                      "$extensions",
                      "$extends",
                      "$ref",
                      "$root"
                    ]
                  },
                  {
                    "$ref": "#/$defs/name"
                  }
                ]
              },
              "additionalProperties": {
                "anyOf": [
                  {
                    "$ref": "#/$defs/token"
                  },
                  {
                    "$ref": "#/$defs/group"
                  }
                ]
              }
            },
            "name": {
              "type": "string",
              "pattern": "^[^$.{}][^.{}]*$",
              "description": "A token or group name: not beginning with $, without '.', '{' or '}', which aliases use."
            },
            "token": {
              "type": "object",
              "description": "A token: an object with $value (or a $ref to another token's value).",
              "properties": {
                "$value": {
                  "description": "The token's value, or an alias of another token: \"{color.brand.primary}\"."
                },
                "$type": {
                  "$ref": "#/$defs/type"
                },
                "$description": {
                  "type": "string",
                  "description": "Becomes the first lines of the generated member's doc comment."
                },
                "$deprecated": {
                  "$ref": "#/$defs/deprecated"
                },
                "$extensions": {
                  "type": "object",
                  "description": "Other tools' data, keyed by reverse domain name; ThemeGen leaves it out of the output (it reads Tokens Studio's colour modifiers and notes Figma's modes, docs/Tokens.md)."
                },
                "$ref": {
                  "type": "string",
                  "description": "A JSON Pointer to another token's value, in place of $value: \"#/color/brand/primary/$value\"."
                }
              },
              "additionalProperties": false,
              "anyOf": [
                {
                  "required": [
                    "$value"
                  ]
                },
                {
                  "required": [
                    "$ref"
                  ]
                }
              ],
              "allOf": [
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "color"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/colorValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "dimension"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/dimensionValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "fontFamily"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/fontFamilyValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "fontWeight"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/fontWeightValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "duration"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/durationValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "cubicBezier"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/cubicBezierValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "number"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/numberValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "typography"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/typographyValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "shadow"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/shadowValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "gradient"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/gradientValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "border"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/borderValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "strokeStyle"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/strokeStyleValue"
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "$type"
                    ],
                    "properties": {
                      "$type": {
                        "const": "transition"
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "$value": {
                        "$ref": "#/$defs/transitionValue"
                      }
                    }
                  }
                }
              ],
              "examples": [
                {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [
                      0.2,
                      0.4,
                      0.8
                    ]
                  }
                },
                {
                  "$value": "{color.brand.primary}"
                }
              ]
            },
            "type": {
              "type": "string",
              "description": "The token's type: DTCG's, Tokens Studio's, or one of Style Dictionary's and Tokens Studio's other names for them.",
              "enum": [
                "color",
                "dimension",
                "fontFamily",
                "fontWeight",
                "duration",
                "cubicBezier",
                "number",
                "typography",
                "shadow",
                "gradient",
                "border",
                "strokeStyle",
                "transition",
                "opacity",
                "lineHeight",
                "text",
                "boolean",
                "composition",
                "asset",
                "borderRadius",
                "borderWidth",
                "boxShadow",
                "fontFamilies",
                "fontSize",
                "fontSizes",
                "fontWeights",
                "letterSpacing",
                "lineHeights",
                "other",
                "paragraphIndent",
                "paragraphSpacing",
                "size",
                "sizing",
                "spacing",
                "textCase",
                "textDecoration",
                "time"
              ]
            },
            "deprecated": {
              "type": [
                "boolean",
                "string"
              ],
              "description": "true, or why and what to use instead: the generated member gets @available(*, deprecated, message:); false undoes a group's."
            },
            "alias": {
              "anyOf": [
                {
                  "type": "string",
                  "pattern": "\\{[^{}]+\\}"
                },
                {
                  "type": "object",
                  "required": [
                    "$ref"
                  ],
                  "properties": {
                    "$ref": {
                      "type": "string"
                    }
                  },
                  "additionalProperties": false
                }
              ],
              "description": "Another token's value: \"{group.token}\" (or arithmetic over such references, as Tokens Studio writes it: \"{space.m} * 2\"), or { \"$ref\": \"#/group/token/$value\" }."
            },
            "number": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "number"
                }
              ]
            },
            "colorValue": {
              "description": "A colour: { colorSpace, components, alpha, hex } or a colour string.",
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "string",
                  "description": "#RRGGBB, #RRGGBBAA, rgb(), hsl(), oklch(), oklab() or color(), as ThemeGen also reads them."
                },
                {
                  "type": "object",
                  "required": [
                    "colorSpace",
                    "components"
                  ],
                  "properties": {
                    "colorSpace": {
                      "enum": [
                        "srgb",
                        "srgb-linear",
                        "hsl",
                        "hwb",
                        "lab",
                        "lch",
                        "oklab",
                        "oklch",
                        "display-p3",
                        "a98-rgb",
                        "prophoto-rgb",
                        "rec2020",
                        "xyz-d65",
                        "xyz-d50"
                      ],
                      "description": "The Color module's space; ThemeGen converts srgb, srgb-linear, display-p3, hsl, hwb, oklab, oklch, xyz-d65 exactly, and uses the hex fallback of the others."
                    },
                    "components": {
                      "type": "array",
                      "minItems": 3,
                      "maxItems": 3,
                      "items": {
                        "anyOf": [
                          {
                            "type": "number"
                          },
                          {
                            "const": "none"
                          }
                        ]
                      }
                    },
                    "alpha": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1
                    },
                    "hex": {
                      "type": "string",
                      "pattern": "^#[0-9a-fA-F]{6}$"
                    }
                  },
                  "additionalProperties": false,
                  "if": {
                    "properties": {
                      "colorSpace": {
                        "not": {
                          "enum": [
                            "srgb",
                            "srgb-linear",
                            "display-p3",
                            "hsl",
                            "hwb",
                            "oklab",
                            "oklch",
                            "xyz-d65"
                          ]
                        }
                      }
                    }
                  },
                  "then": {
                    "required": [
                      "hex"
                    ]
                  }
                }
              ]
            },
            "dimensionValue": {
              "description": "A dimension in px or rem (rem by the set's units, docs/Config.md).",
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "string",
                  "description": "A number and its unit in one string, as Style Dictionary writes it: \"16px\"."
                },
                {
                  "type": "object",
                  "required": [
                    "value",
                    "unit"
                  ],
                  "properties": {
                    "value": {
                      "$ref": "#/$defs/number"
                    },
                    "unit": {
                      "enum": [
                        "px",
                        "rem"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "relativeDimensionValue": {
              "description": "Inside a typography token, a dimension may also be relative to the font size: em, or a percentage.",
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "string"
                },
                {
                  "type": "number"
                },
                {
                  "type": "object",
                  "required": [
                    "value",
                    "unit"
                  ],
                  "properties": {
                    "value": {
                      "$ref": "#/$defs/number"
                    },
                    "unit": {
                      "enum": [
                        "px",
                        "rem",
                        "em"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "durationValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "string"
                },
                {
                  "type": "object",
                  "required": [
                    "value",
                    "unit"
                  ],
                  "properties": {
                    "value": {
                      "$ref": "#/$defs/number"
                    },
                    "unit": {
                      "enum": [
                        "ms",
                        "s"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "numberValue": {
              "$ref": "#/$defs/number"
            },
            "fontFamilyValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "string",
                  "description": "A family, or a CSS font stack."
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "string"
                  },
                  "description": "Families, most preferred first."
                }
              ]
            },
            "fontWeightValue": {
              "description": "A weight from 1 to 1000 or one of DTCG's names for one.",
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "number",
                  "minimum": 1,
                  "maximum": 1000
                },
                {
                  "enum": [
                    "thin",
                    "hairline",
                    "extra-light",
                    "ultra-light",
                    "light",
                    "normal",
                    "regular",
                    "book",
                    "medium",
                    "semi-bold",
                    "demi-bold",
                    "bold",
                    "extra-bold",
                    "ultra-bold",
                    "black",
                    "heavy",
                    "extra-black",
                    "ultra-black"
                  ]
                }
              ]
            },
            "cubicBezierValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "array",
                  "minItems": 4,
                  "maxItems": 4,
                  "items": {
                    "$ref": "#/$defs/number"
                  }
                }
              ]
            },
            "typographyValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "object",
                  "required": [
                    "fontFamily",
                    "fontSize"
                  ],
                  "properties": {
                    "fontFamily": {
                      "$ref": "#/$defs/fontFamilyValue"
                    },
                    "fontSize": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "fontWeight": {
                      "$ref": "#/$defs/fontWeightValue"
                    },
                    "letterSpacing": {
                      "$ref": "#/$defs/relativeDimensionValue"
                    },
                    "lineHeight": {
                      "$ref": "#/$defs/relativeDimensionValue",
                      "description": "A multiple of the font size, or relative to it."
                    },
                    "paragraphSpacing": {
                      "description": "Tokens Studio's: read and left out."
                    },
                    "paragraphIndent": {
                      "description": "Tokens Studio's: read and left out."
                    },
                    "textCase": {
                      "description": "Tokens Studio's: read and left out."
                    },
                    "textDecoration": {
                      "description": "Tokens Studio's: read and left out."
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "shadowLayer": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "object",
                  "required": [
                    "color",
                    "offsetX",
                    "offsetY",
                    "blur",
                    "spread"
                  ],
                  "properties": {
                    "color": {
                      "$ref": "#/$defs/colorValue"
                    },
                    "offsetX": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "offsetY": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "blur": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "spread": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "inset": {
                      "const": false,
                      "description": "ThemeGen generates drop shadows only: an inner shadow is an error."
                    },
                    "alpha": {
                      "type": "number",
                      "minimum": 0,
                      "maximum": 1,
                      "description": "Figma's: read as the colour's opacity, with a warning."
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "shadowValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/shadowLayer"
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "$ref": "#/$defs/shadowLayer"
                  }
                }
              ]
            },
            "gradientStop": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "object",
                  "required": [
                    "color",
                    "position"
                  ],
                  "properties": {
                    "color": {
                      "$ref": "#/$defs/colorValue"
                    },
                    "position": {
                      "$ref": "#/$defs/number"
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "gradientValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "anyOf": [
                      {
                        "$ref": "#/$defs/gradientStop"
                      },
                      {
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 1,
                        "items": {
                          "$ref": "#/$defs/gradientStop"
                        }
                      }
                    ]
                  }
                }
              ]
            },
            "strokeStyleValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "enum": [
                    "solid",
                    "dashed",
                    "dotted",
                    "double",
                    "groove",
                    "ridge",
                    "outset",
                    "inset"
                  ]
                },
                {
                  "type": "object",
                  "required": [
                    "dashArray",
                    "lineCap"
                  ],
                  "properties": {
                    "dashArray": {
                      "type": "array",
                      "items": {
                        "$ref": "#/$defs/dimensionValue"
                      }
                    },
                    "lineCap": {
                      "enum": [
                        "round",
                        "butt",
                        "square"
                      ]
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "borderValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "object",
                  "required": [
                    "color",
                    "width",
                    "style"
                  ],
                  "properties": {
                    "color": {
                      "$ref": "#/$defs/colorValue"
                    },
                    "width": {
                      "$ref": "#/$defs/dimensionValue"
                    },
                    "style": {
                      "$ref": "#/$defs/strokeStyleValue"
                    }
                  },
                  "additionalProperties": false
                }
              ]
            },
            "transitionValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/alias"
                },
                {
                  "type": "object",
                  "required": [
                    "duration",
                    "delay",
                    "timingFunction"
                  ],
                  "properties": {
                    "duration": {
                      "$ref": "#/$defs/durationValue"
                    },
                    "delay": {
                      "$ref": "#/$defs/durationValue"
                    },
                    "timingFunction": {
                      "$ref": "#/$defs/cubicBezierValue"
                    }
                  },
                  "additionalProperties": false
                }
              ]
            }
          },
          "examples": [
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "color": {
                "$type": "color",
                "brand": {
                  "primary": {
                    "$value": {
                      "colorSpace": "srgb",
                      "components": [
                        0.2,
                        0.4,
                        0.8
                      ],
                      "hex": "#3366cc"
                    },
                    "$description": "The brand's main colour."
                  }
                }
              },
              "space": {
                "$type": "dimension",
                "gap": {
                  "$value": {
                    "value": 8,
                    "unit": "px"
                  }
                }
              },
              "button": {
                "background": {
                  "$type": "color",
                  "$value": "{color.brand.primary}"
                }
              }
            }
          ]
        }

        """#
}
